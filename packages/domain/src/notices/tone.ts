/** The one tone vocabulary shared by badges, notices, meters and statuses (DESIGN.md). */
export type Tone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

export const TONES: readonly Tone[] = ['neutral', 'info', 'positive', 'caution', 'critical'];

/** A value/label pair for selects, filters and segmented controls. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** Per-field validation messages, keyed by field name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
