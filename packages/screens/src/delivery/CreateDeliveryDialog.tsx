import {
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  type DeliveryField,
  type DeliveryInput,
  type DeliveryPriority,
  validateDeliveryOrder,
} from '@warehouse/domain/deliveries';
import { parseCents } from '@warehouse/domain/forms';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@warehouse/domain/pos';
import { FormDialog, Grid, NumberField, Select, TextArea, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { numberText, textNumber } from '../shared/numberText';
import { submitChecked } from '../shared/submit';

export interface CreateDeliveryDialogProps {
  /** Cancel, Escape, or the delivery was created. */
  onClose: () => void;
  /** Receives the new delivery order; may return a promise (rejecting with a ValidationError keeps the form). */
  onCreateDelivery?: (input: DeliveryInput) => unknown;
}

interface DeliveryFormState {
  orderId: string;
  customerName: string;
  phone: string;
  address: string;
  items: number;
  /** As typed ("49.5"). */
  total: string;
  paymentMethod: PaymentMethod;
  priority: DeliveryPriority;
}

const emptyForm = (): DeliveryFormState => ({
  orderId: '',
  customerName: '',
  phone: '',
  address: '',
  items: Number.NaN,
  total: '',
  paymentMethod: 'cash',
  priority: 'normal',
});

const paymentItems = PAYMENT_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));
const priorityItems = DELIVERY_PRIORITIES.map((id) => ({ id, label: DELIVERY_PRIORITY_LABELS[id] }));

/** The form as the contract takes it. */
const deliveryInput = (form: DeliveryFormState): DeliveryInput => ({
  orderId: form.orderId,
  items: form.items,
  total: parseCents(form.total),
  paymentMethod: form.paymentMethod,
  customer: { name: form.customerName, phone: form.phone, address: form.address },
  priority: form.priority,
});

/** A field's form name: the key its errors come back under. */
const field = (name: DeliveryField) => name;

/** "Create Delivery": the dialog form (order, customer, items, total, payment, priority). Open while mounted. */
export function CreateDeliveryDialog({ onClose, onCreateDelivery }: CreateDeliveryDialogProps) {
  const [form, setForm] = useState(emptyForm);
  const set = <K extends keyof DeliveryFormState>(key: K, value: DeliveryFormState[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  return (
    <FormDialog
      title="Create Delivery"
      description="Enter the order and the customer’s delivery details. Fields marked * are required."
      size="lg"
      submitLabel="Create Delivery"
      onClose={onClose}
      onSubmit={() => submitChecked(validateDeliveryOrder(deliveryInput(form)), onCreateDelivery)}
    >
      <Grid columns={2} gap="4">
        <TextField
          label="Order ID"
          name={field('orderId')}
          placeholder="e.g. ORD-1001"
          isRequired
          autoFocus
          value={form.orderId}
          onChange={(value) => set('orderId', value)}
        />
        <TextField
          label="Customer Name"
          name={field('customerName')}
          isRequired
          value={form.customerName}
          onChange={(value) => set('customerName', value)}
        />
        <TextField label="Phone" type="tel" value={form.phone} onChange={(value) => set('phone', value)} />
        <Select
          label="Payment Method"
          items={paymentItems}
          selectedKey={form.paymentMethod}
          onSelectionChange={(key) => key != null && set('paymentMethod', key as PaymentMethod)}
        />
      </Grid>
      <TextArea label="Address" rows={2} value={form.address} onChange={(value) => set('address', value)} />
      <Grid columns={3} gap="4">
        <NumberField
          label="Items"
          name={field('items')}
          isRequired
          minValue={1}
          step={1}
          value={form.items}
          onChange={(value) => set('items', value)}
        />
        <NumberField
          label="Total"
          name={field('total')}
          isRequired
          minValue={0}
          step={0.01}
          formatOptions={{ style: 'currency', currency: 'USD' }}
          value={textNumber(form.total)}
          onChange={(value) => set('total', numberText(value))}
        />
        <Select
          label="Priority"
          name={field('priority')}
          items={priorityItems}
          selectedKey={form.priority}
          onSelectionChange={(key) => key != null && set('priority', key as DeliveryPriority)}
        />
      </Grid>
    </FormDialog>
  );
}
