import { PAYMENT_METHOD_LABELS, type SaleMoney, tenderLabel } from '@warehouse/domain/pos';
import { Inline, Stack, Text } from '@warehouse/ui';
import { useMoney } from './money';

/** How a sale was paid: each tender (with its reference) and the change given from cash. */
export function Tenders({ money }: { money: Pick<SaleMoney, 'tenders' | 'change'> }) {
  const { format: formatMoney } = useMoney();
  if (money.tenders.length === 0) return null;
  return (
    <Stack gap="1">
      {money.tenders.map((tender, index) => (
        // By position: a split may hold two tenders of one method.
        // biome-ignore lint/suspicious/noArrayIndexKey: tenders have no id and never reorder
        <Inline key={index} justify="space-between">
          <Text tone="muted">
            {tender.method === 'exchange' ? tenderLabel(tender.method) : PAYMENT_METHOD_LABELS[tender.method]}
            {tender.reference ? ` · ${tender.reference}` : ''}
          </Text>
          <Text tabular>{formatMoney(tender.amount)}</Text>
        </Inline>
      ))}
      {money.change > 0 && (
        <Inline justify="space-between">
          <Text tone="muted">Change</Text>
          <Text tabular>{formatMoney(money.change)}</Text>
        </Inline>
      )}
    </Stack>
  );
}
