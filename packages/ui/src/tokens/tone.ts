/** One tone vocabulary across badges, notices, meters and statuses. */
export const tones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type Tone = (typeof tones)[number];
