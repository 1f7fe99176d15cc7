import { REFUND_DESTINATION_LABELS, type RefundDestination } from '@warehouse/domain/returns';
import { Radio, RadioGroup } from '@warehouse/ui';

interface RefundToFieldProps<Destination extends RefundDestination> {
  /** Where the refund may go (none: a sale on account, whose credit note is its refund). */
  destinations: readonly Destination[];
  value: Destination;
  onChange: (destination: Destination) => void;
  /** The server's refusal of the destination chosen. */
  errorMessage?: string;
}

/** "Refund to": the sale's tenders, cash from the drawer, or store credit, as the sale allows. */
export function RefundToField<Destination extends RefundDestination>({
  destinations,
  value,
  onChange,
  errorMessage,
}: RefundToFieldProps<Destination>) {
  if (destinations.length === 0) return null;
  return (
    <RadioGroup
      label="Refund to"
      orientation="horizontal"
      value={value}
      onChange={(chosen) => onChange(chosen as Destination)}
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
