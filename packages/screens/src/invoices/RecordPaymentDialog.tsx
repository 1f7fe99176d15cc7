import { type Cents, formatMoney } from '@warehouse/domain/format';
import { centsText, parseCents } from '@warehouse/domain/forms';
import {
  checkPayment,
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_PAYMENT_METHODS,
  type Invoice,
  type InvoicePaymentMethod,
  type PaymentInput,
  withinStoreCredit,
} from '@warehouse/domain/invoices';
import { storeCreditOptionLabel } from '@warehouse/domain/pos';
import { DatePicker, FormDialog, parseDate, Select, Stack, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface RecordPaymentDialogProps {
  invoice: Pick<Invoice, 'number' | 'customerId' | 'balance' | 'currency'>;
  /** The business's today: the day a payment is received unless another is chosen. */
  today: string;
  /** What the invoice's customer holds as store credit: above zero, it may pay with it (up to it and the balance). */
  storeCredit?: Cents;
  onRecord: (payment: PaymentInput) => unknown;
  onClose: () => void;
}

/** The methods offered: store credit only to a customer who holds some, with what they hold. */
const methodItems = (storeCredit: Cents, currency: string) =>
  INVOICE_PAYMENT_METHODS.filter((method) => method !== 'storeCredit' || storeCredit > 0).map((method) => ({
    id: method,
    label:
      method === 'storeCredit'
        ? storeCreditOptionLabel(formatMoney(storeCredit, currency))
        : INVOICE_PAYMENT_METHOD_LABELS[method],
  }));

/**
 * "Record Payment" on an invoice: how it was paid, how much (its balance at first; more becomes
 * the customer's store credit), a reference and the day. From store credit, at most what the
 * customer holds and the invoice owes. Open while mounted.
 */
export function RecordPaymentDialog({
  invoice,
  today,
  storeCredit = 0,
  onRecord,
  onClose,
}: RecordPaymentDialogProps) {
  const [method, setMethod] = useState<InvoicePaymentMethod>('bankTransfer');
  const [amount, setAmount] = useState(centsText(invoice.balance));
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  return (
    <FormDialog
      title="Record Payment"
      description={`Against ${invoice.number}, which owes ${formatMoney(invoice.balance, invoice.currency)}. ${
        method === 'storeCredit'
          ? 'From store credit, no more than it owes.'
          : 'More than it owes becomes the customer’s store credit.'
      }`}
      size="sm"
      submitLabel="Record Payment"
      onClose={onClose}
      onSubmit={() =>
        submitChecked(
          withinStoreCredit(
            checkPayment({
              customerId: invoice.customerId,
              method,
              amount: parseCents(amount),
              reference,
              date,
              invoices: [invoice.number],
            }),
            storeCredit,
            invoice.balance,
            invoice.currency,
          ),
          onRecord,
        )
      }
    >
      <Stack gap="3">
        <Select
          label="Method"
          name="method"
          isRequired
          items={methodItems(storeCredit, invoice.currency)}
          selectedKey={method}
          onSelectionChange={(key) => {
            if (key == null) return;
            setMethod(key as InvoicePaymentMethod);
            // From store credit: as much of the balance as it pays.
            if (key === 'storeCredit') setAmount(centsText(Math.min(storeCredit, invoice.balance)));
          }}
        />
        <TextField
          label="Amount"
          name="amount"
          isRequired
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
        />
        <TextField
          label="Reference"
          name="reference"
          description="A transfer's or cheque's number"
          autoComplete="off"
          value={reference}
          onChange={setReference}
        />
        <DatePicker
          label="Date Received"
          name="date"
          isRequired
          value={date === '' ? null : parseDate(date)}
          onChange={(value) => setDate(value ? value.toString() : '')}
        />
      </Stack>
    </FormDialog>
  );
}
