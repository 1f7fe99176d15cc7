import { Meter as AriaMeter, Label, VisuallyHidden } from 'react-aria-components';
import type { Tone } from '../tokens/tone';
import * as s from './Meter.css';

/** The default thresholds: under 50% positive, under 80% caution, else critical. */
export function defaultMeterTone(percent: number): Tone {
  if (percent < 50) return 'positive';
  if (percent < 80) return 'caution';
  return 'critical';
}

export interface MeterProps {
  label: string;
  value: number;
  /** @default 100 */
  max?: number;
  /** A fixed tone, or a function of the percentage (0–100). Defaults to `defaultMeterTone`. */
  tone?: Tone | ((percent: number) => Tone);
  /** Shows the percentage beside the label. @default true */
  showValue?: boolean;
  /** Hides the label (and value) visually when the figure is already shown nearby; it still names the meter. */
  hideLabel?: boolean;
}

/** A quantity within a known range (e.g. shelf fill), coloured by thresholds. */
export function Meter({
  label,
  value,
  max = 100,
  tone = defaultMeterTone,
  showValue = true,
  hideLabel = false,
}: MeterProps) {
  return (
    <AriaMeter value={value} maxValue={max} className={s.meter}>
      {({ percentage, valueText }) => {
        const resolved = typeof tone === 'function' ? tone(percentage) : tone;
        return (
          <>
            {hideLabel ? (
              <VisuallyHidden>
                <Label>{label}</Label>
              </VisuallyHidden>
            ) : (
              <div className={s.labels}>
                <Label className={s.label}>{label}</Label>
                {showValue && <span className={s.valueText}>{valueText}</span>}
              </div>
            )}
            <div className={s.track}>
              <div
                className={s.fill({ tone: resolved })}
                data-tone={resolved}
                style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }}
              />
            </div>
          </>
        );
      }}
    </AriaMeter>
  );
}
