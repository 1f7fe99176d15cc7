import type { Cents } from '@warehouse/domain/format';
import {
  amountDue,
  PAYMENT_OPTIONS,
  type PaymentMethod,
  paymentOptionLabel,
  quickCashAmounts,
  type TillTender,
} from '@warehouse/domain/pos';
import {
  Alert,
  Button,
  Dialog,
  Inline,
  Radio,
  RadioGroup,
  RowButton,
  Stack,
  Text,
  TextField,
  Trash2,
} from '@warehouse/ui';
import { useState } from 'react';
import { MoneyField, useMoney } from '../shared/money';

export interface TenderDialogProps {
  /** What the sale comes to, as the till computed it (the server computes it again). */
  total: Cents;
  /** The methods Settings → Payments offers, in the Payment card's order. */
  methods: readonly PaymentMethod[];
  /** The method whose button opened the dialog. */
  firstMethod: PaymentMethod;
  /** Records the sale with these tenders; a rejection keeps the dialog open as it is. */
  onComplete: (tenders: TillTender[]) => Promise<unknown> | unknown;
  onClose: () => void;
  isPending?: boolean;
}

/**
 * Taking payment: one tender or several until the total is met. Cash asks for the amount tendered
 * (with quick amounts: exact, then the next round notes) and shows the change due; card and mobile
 * wallet charge at most what is due, with an optional reference. No card is processed here.
 */
export function TenderDialog({
  total,
  methods,
  firstMethod,
  onComplete,
  onClose,
  isPending = false,
}: TenderDialogProps) {
  const { format: formatMoney } = useMoney();
  const [tenders, setTenders] = useState<TillTender[]>([]);
  const [method, setMethod] = useState<PaymentMethod>(firstMethod);
  const due = amountDue(total, tenders);
  const [amount, setAmount] = useState<Cents>(due);
  const [reference, setReference] = useState('');
  const isCash = method === 'cash';
  const tooMuch = !isCash && amount > due;
  const noAmount = !(amount > 0);
  const covers = amount >= due;
  const change = isCash ? Math.max(0, amount - due) : 0;
  const error = noAmount
    ? 'Enter the amount'
    : tooMuch
      ? `${paymentOptionLabel(method)} can take at most ${formatMoney(due)}; only cash gives change`
      : undefined;

  const current = (): TillTender => ({
    method,
    amount,
    ...(!isCash && reference.trim() !== '' ? { reference: reference.trim() } : {}),
  });
  const addPayment = () => {
    const next = [...tenders, current()];
    setTenders(next);
    setAmount(amountDue(total, next));
    setReference('');
  };
  const complete = () => onComplete([...tenders, current()]);
  const remove = (index: number) => {
    const next = tenders.filter((_, at) => at !== index);
    setTenders(next);
    setAmount(amountDue(total, next));
  };

  return (
    <Dialog
      title="Take Payment"
      description={`Total ${formatMoney(total)}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          {covers ? (
            <Button isDisabled={error !== undefined || isPending} onPress={complete}>
              Complete Sale
            </Button>
          ) : (
            <Button isDisabled={error !== undefined || isPending} onPress={addPayment}>
              Add Payment
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        {tenders.length > 0 && (
          <Stack gap="2" as="ul" padding="none" aria-label="Payments taken">
            {tenders.map((tender, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tender is where it is in the split
              <Inline key={index} as="li" justify="space-between" gap="2" wrap={false}>
                <Text>
                  {paymentOptionLabel(tender.method)}
                  {tender.reference ? ` · ${tender.reference}` : ''}
                </Text>
                <Inline gap="2" wrap={false}>
                  <Text tabular>{formatMoney(tender.amount)}</Text>
                  <RowButton
                    icon={Trash2}
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${paymentOptionLabel(tender.method)} ${formatMoney(tender.amount)}`}
                    onPress={() => remove(index)}
                  />
                </Inline>
              </Inline>
            ))}
          </Stack>
        )}
        <Inline justify="space-between">
          <Text weight="semibold">Amount due</Text>
          <Text weight="bold" size="lg" tabular>
            {formatMoney(due)}
          </Text>
        </Inline>
        {methods.length > 1 && (
          <RadioGroup
            label="Payment method"
            orientation="horizontal"
            value={method}
            onChange={(value) => {
              setMethod(value as PaymentMethod);
              setAmount(due);
            }}
          >
            {methods.map((each) => (
              <Radio key={each} value={each}>
                {paymentOptionLabel(each)}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <MoneyField
          label={isCash ? 'Cash tendered' : `${paymentOptionLabel(method)} amount`}
          value={amount}
          onChange={(typed) => setAmount(Number.isFinite(typed) ? typed : 0)}
          errorMessage={error}
          isInvalid={error !== undefined}
          autoFocus
        />
        {isCash && (
          <Inline gap="2" aria-label="Quick cash amounts" role="group">
            {quickCashAmounts(due).map((quick, index) => (
              <Button key={quick} variant="outline" size="sm" onPress={() => setAmount(quick)}>
                {index === 0 ? `Exact ${formatMoney(quick)}` : formatMoney(quick)}
              </Button>
            ))}
          </Inline>
        )}
        {!isCash && (
          <TextField
            label="Reference (optional)"
            description="Last four digits or approval code"
            value={reference}
            maxLength={40}
            onChange={setReference}
          />
        )}
        {isCash && change > 0 && <Alert tone="positive" title={`Change due ${formatMoney(change)}`} />}
        {!covers && !noAmount && (
          <Text tone="muted" size="sm">
            {`${formatMoney(due - amount)} will remain: add another payment for it.`}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
