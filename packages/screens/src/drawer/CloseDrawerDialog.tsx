import {
  type CashCount,
  type CashCountForm,
  cashCountOfForm,
  checkCashCount,
  type DrawerSession,
  EMPTY_CASH_COUNT_FORM,
  signedMoney,
} from '@warehouse/domain/pos';
import { FormDialog, Stack, Text } from '@warehouse/ui';
import { useState } from 'react';
import { Fact } from '../shared/Fact';
import { useMoney } from '../shared/money';
import { submitChecked } from '../shared/submit';
import { CashCountFields, countedAmount } from './CashCountFields';

export interface CloseDrawerDialogProps {
  session: DrawerSession;
  onCloseDrawer: (counted: CashCount) => unknown;
  onClose: () => void;
}

/**
 * "Close Drawer": the cash counted (a total, or by denomination), with expected, counted and the
 * variance shown as it is typed, before the close is confirmed. Open while mounted.
 */
export function CloseDrawerDialog({ session, onCloseDrawer, onClose }: CloseDrawerDialogProps) {
  const { currency, format: formatMoney } = useMoney();
  const [form, setForm] = useState<CashCountForm>(EMPTY_CASH_COUNT_FORM);
  const counted = countedAmount(form);
  return (
    <FormDialog
      title="Close Drawer"
      description="Count the cash in the drawer. Once closed, the session is final: it cannot be reopened or changed."
      submitLabel="Close Drawer"
      onClose={onClose}
      onSubmit={() => {
        const count = cashCountOfForm(form);
        const checked = checkCashCount(count);
        return submitChecked(checked.ok ? { ok: true, value: count } : checked, onCloseDrawer);
      }}
    >
      <Stack gap="4">
        <CashCountFields label="Counted Cash" form={form} onChange={setForm} />
        <Stack gap="2" aria-live="polite">
          <Fact label="Expected">{formatMoney(session.expected)}</Fact>
          <Fact label="Counted">{counted === null ? '—' : formatMoney(counted)}</Fact>
          <Fact label="Variance">
            <Text
              weight="medium"
              tone={counted === null || counted === session.expected ? undefined : 'critical'}
            >
              {counted === null ? '—' : signedMoney(counted - session.expected, currency)}
            </Text>
          </Fact>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
