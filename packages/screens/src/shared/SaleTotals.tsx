import { type Cents, formatMoney, SALE_TAX_RATE } from '@warehouse/domain/format';
import { Inline, Stack, Text } from '@warehouse/ui';

// The parts that never change are made once.
const SUBTOTAL_LABEL = <Text tone="muted">Subtotal</Text>;
const TAX_LABEL = <Text tone="muted">{`Tax (${Math.round(SALE_TAX_RATE * 100)}%)`}</Text>;
const TOTAL_LABEL = (
  <Text weight="semibold" size="lg">
    Total
  </Text>
);

/**
 * §9 Subtotal, tax and total: the cart's as it fills, and a recorded sale's (a sale kept without
 * its lines has only its total).
 */
export function SaleTotals({ subtotal, tax, total }: { subtotal?: Cents; tax?: Cents; total: Cents }) {
  return (
    <Stack gap="2">
      {subtotal !== undefined && (
        <Inline justify="space-between">
          {SUBTOTAL_LABEL}
          <Text tabular>{formatMoney(subtotal)}</Text>
        </Inline>
      )}
      {tax !== undefined && (
        <Inline justify="space-between">
          {TAX_LABEL}
          <Text tabular>{formatMoney(tax)}</Text>
        </Inline>
      )}
      <Inline justify="space-between">
        {TOTAL_LABEL}
        <Text weight="bold" size="lg" tabular>
          {formatMoney(total)}
        </Text>
      </Inline>
    </Stack>
  );
}
