import type { Cents } from '@warehouse/domain/format';
import {
  amountDue,
  type PaymentMethod,
  quickCashAmounts,
  storeCreditOptionLabel,
  storeCreditTendered,
  type TillMethod,
  type TillTender,
  tillMethodLabel,
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
  /**
   * What the sale's customer holds as store credit (a customer on record; none for the walk-in):
   * above zero, Store Credit is offered too, whatever the settings, up to it and what is due.
   */
  storeCredit?: Cents;
  /** Records the sale with these tenders; a rejection keeps the dialog open as it is. */
  onComplete: (tenders: TillTender[]) => Promise<unknown> | unknown;
  onClose: () => void;
  isPending?: boolean;
}

/**
 * Taking payment: one tender or several until the total is met. Cash asks for the amount tendered
 * (with quick amounts: exact, then the next round notes) and shows the change due; card and mobile
 * wallet charge at most what is due, with an optional reference. No card is processed here. A
 * customer holding store credit may pay with it, up to what they hold and what is due.
 */
export function TenderDialog({
  total,
  methods,
  firstMethod,
  storeCredit = 0,
  onComplete,
  onClose,
  isPending = false,
}: TenderDialogProps) {
  const { format: formatMoney } = useMoney();
  const [tenders, setTenders] = useState<TillTender[]>([]);
  const [method, setMethod] = useState<TillMethod>(firstMethod);
  const due = amountDue(total, tenders);
  const [amount, setAmount] = useState<Cents>(due);
  const [reference, setReference] = useState('');
  const offered: readonly TillMethod[] = storeCredit > 0 ? [...methods, 'storeCredit'] : methods;
  const creditLeft = Math.max(0, storeCredit - storeCreditTendered(tenders));
  const isCash = method === 'cash';
  const isCredit = method === 'storeCredit';
  const most = isCredit ? Math.min(creditLeft, due) : due;
  const tooMuch = !isCash && amount > most;
  const noAmount = !(amount > 0);
  const covers = amount >= due;
  const change = isCash ? Math.max(0, amount - due) : 0;
  const error = noAmount
    ? 'Enter the amount'
    : tooMuch
      ? isCredit && creditLeft < due
        ? `The customer holds ${formatMoney(creditLeft)} of store credit`
        : `${tillMethodLabel(method)} can take at most ${formatMoney(due)}; only cash gives change`
      : undefined;
  /** What a method's amount starts at: what is due, or as much of it as the store credit pays. */
  const startingAmount = (each: TillMethod, left: Cents, credit: Cents) =>
    each === 'storeCredit' ? Math.min(credit, left) : left;

  const current = (): TillTender => ({
    method,
    amount,
    ...(!isCash && !isCredit && reference.trim() !== '' ? { reference: reference.trim() } : {}),
  });
  const choose = (each: TillMethod, next: readonly TillTender[] = tenders) => {
    setMethod(each);
    setAmount(
      startingAmount(each, amountDue(total, next), Math.max(0, storeCredit - storeCreditTendered(next))),
    );
  };
  const addPayment = () => {
    const next = [...tenders, current()];
    setTenders(next);
    // Store credit taken, the rest is paid by the method that opened the dialog.
    choose(isCredit ? firstMethod : method, next);
    setReference('');
  };
  const complete = () => onComplete([...tenders, current()]);
  const remove = (index: number) => {
    const next = tenders.filter((_, at) => at !== index);
    setTenders(next);
    choose(method, next);
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
                  {tillMethodLabel(tender.method)}
                  {tender.reference ? ` · ${tender.reference}` : ''}
                </Text>
                <Inline gap="2" wrap={false}>
                  <Text tabular>{formatMoney(tender.amount)}</Text>
                  <RowButton
                    icon={Trash2}
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${tillMethodLabel(tender.method)} ${formatMoney(tender.amount)}`}
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
        {offered.length > 1 && (
          <RadioGroup
            label="Payment method"
            orientation="horizontal"
            value={method}
            onChange={(value) => choose(value as TillMethod)}
          >
            {offered.map((each) => (
              <Radio
                key={each}
                value={each}
                // Store credit spent to the last cent offers no more.
                isDisabled={each === 'storeCredit' && creditLeft <= 0 && !isCredit}
              >
                {each === 'storeCredit'
                  ? storeCreditOptionLabel(formatMoney(creditLeft))
                  : tillMethodLabel(each)}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <MoneyField
          label={isCash ? 'Cash tendered' : `${tillMethodLabel(method)} amount`}
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
        {!isCash && !isCredit && (
          <TextField
            label="Reference (optional)"
            description="Last four digits or approval code"
            value={reference}
            maxLength={40}
            onChange={setReference}
          />
        )}
        {isCash && change > 0 && <Alert tone="positive" title={`Change due ${formatMoney(change)}`} />}
        {!covers && error === undefined && (
          <Text tone="muted" size="sm">
            {`${formatMoney(due - amount)} will remain: add another payment for it.`}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
