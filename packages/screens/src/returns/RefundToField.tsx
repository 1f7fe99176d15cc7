import { REFUND_DESTINATION_LABELS, type RefundDestination } from '@warehouse/domain/returns';
import { Radio, RadioGroup } from '@warehouse/ui';

interface RefundToFieldProps {
  /** Where the sale's refund may go (none: a sale on account, whose credit note is its refund). */
  destinations: readonly RefundDestination[];
  value: RefundDestination;
  onChange: (destination: RefundDestination) => void;
  /** The server's refusal of the destination chosen. */
  errorMessage?: string;
}

/** "Refund to": the sale's tenders, cash from the drawer, or store credit, as the sale allows. */
export function RefundToField({ destinations, value, onChange, errorMessage }: RefundToFieldProps) {
  if (destinations.length === 0) return null;
  return (
    <RadioGroup
      label="Refund to"
      orientation="horizontal"
      value={value}
      onChange={(chosen) => onChange(chosen as RefundDestination)}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {destinations.map((destination) => (
        <Radio key={destination} value={destination}>
          {REFUND_DESTINATION_LABELS[destination]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
