import type { Cents } from '@warehouse/domain/format';
import { Inline, Stack, Text } from '@warehouse/ui';
import { useMoney } from './money';

// The parts that never change are made once.
const SUBTOTAL_LABEL = <Text tone="muted">Subtotal</Text>;
const DISCOUNT_LABEL = <Text tone="muted">Discount</Text>;
const DELIVERY_FEE_LABEL = <Text tone="muted">Delivery Fee</Text>;
const TOTAL_LABEL = (
  <Text weight="semibold" size="lg">
    Total
  </Text>
);

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export interface SaleTotalsProps {
  subtotal?: Cents;
  /** Every discount taken off; shown when there is one. */
  discount?: Cents;
  tax?: Cents;
  /** The rate the tax was charged at, a percentage. */
  taxRatePercent?: number;
  /** Fast Delivery's fee; shown when there is one. */
  deliveryFee?: Cents;
  total: Cents;
}

/**
 * §9 Subtotal, tax and total: the cart's as it fills, and a recorded sale's (a sale kept without
 * its lines has only its total), with its discounts and delivery fee when it has them.
 */
export function SaleTotals({ subtotal, discount, tax, taxRatePercent, deliveryFee, total }: SaleTotalsProps) {
  const { format: formatMoney } = useMoney();
  return (
    <Stack gap="2">
      {subtotal !== undefined && <Row label={SUBTOTAL_LABEL} amount={subtotal} />}
      {discount !== undefined && discount > 0 && <Row label={DISCOUNT_LABEL} amount={-discount} />}
      {tax !== undefined && (
        <Row
          label={
            <Text tone="muted">
              {taxRatePercent === undefined ? 'Tax' : `Tax (${percentFormat.format(taxRatePercent)}%)`}
            </Text>
          }
          amount={tax}
        />
      )}
      {deliveryFee !== undefined && deliveryFee > 0 && (
        <Row label={DELIVERY_FEE_LABEL} amount={deliveryFee} />
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

function Row({ label, amount }: { label: React.ReactNode; amount: Cents }) {
  const { format: formatMoney } = useMoney();
  return (
    <Inline justify="space-between">
      {label}
      <Text tabular>{formatMoney(amount)}</Text>
    </Inline>
  );
}
