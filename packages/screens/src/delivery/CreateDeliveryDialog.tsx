import {
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  type DeliveryField,
  type DeliveryInput,
  type DeliveryPriority,
  type FieldErrors,
  isValidationError,
  newDeliveryOrder,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  validateDeliveryOrder,
} from '@warehouse/domain';
import {
  Alert,
  Button,
  Dialog,
  Form,
  Grid,
  NumberField,
  Plus,
  Select,
  TextArea,
  TextField,
} from '@warehouse/ui';
import { useState } from 'react';
import { isThenable } from '../shared/submit';

export interface CreateDeliveryDialogProps {
  /** Receives the new delivery order; may return a promise (rejecting with a ValidationError keeps the form). */
  onCreateDelivery?: (input: DeliveryInput) => unknown;
  /** Open the dialog at first (stories). */
  defaultOpen?: boolean;
}

interface DeliveryFormState {
  orderId: string;
  customerName: string;
  phone: string;
  address: string;
  items: number;
  total: number;
  paymentMethod: PaymentMethod;
  priority: DeliveryPriority;
}

const emptyForm = (): DeliveryFormState => ({
  orderId: '',
  customerName: '',
  phone: '',
  address: '',
  items: Number.NaN,
  total: Number.NaN,
  paymentMethod: 'cash',
  priority: 'normal',
});

const FORM_ID = 'create-delivery-form';
const paymentItems = PAYMENT_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));
const priorityItems = DELIVERY_PRIORITIES.map((id) => ({ id, label: DELIVERY_PRIORITY_LABELS[id] }));

/** "Create Delivery": the button and its dialog form (order, customer, items, total, payment, priority). */
export function CreateDeliveryDialog({ onCreateDelivery, defaultOpen = false }: CreateDeliveryDialogProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<DeliveryField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const set = <K extends keyof DeliveryFormState>(key: K, value: DeliveryFormState[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setForm(emptyForm());
      setErrors({});
      setFailure(null);
    }
  };

  const submit = async () => {
    const input: DeliveryInput = {
      orderId: form.orderId.trim(),
      items: form.items,
      total: form.total,
      paymentMethod: form.paymentMethod,
      customer: { name: form.customerName.trim(), phone: form.phone.trim(), address: form.address.trim() },
      priority: form.priority,
    };
    const found = validateDeliveryOrder(newDeliveryOrder(input));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const pending = onCreateDelivery?.(input);
      if (isThenable(pending)) {
        setPending(true);
        await pending;
      }
      openChange(false);
    } catch (error) {
      if (isValidationError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title="Create Delivery"
      description="Enter the order and the customer’s delivery details. Fields marked * are required."
      size="lg"
      isOpen={isOpen}
      onOpenChange={openChange}
      trigger={<Button icon={Plus}>Create Delivery</Button>}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isPending}>
            Create Delivery
          </Button>
        </>
      }
    >
      <Form
        id={FORM_ID}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure && (
          <Alert tone="critical" title="The delivery was not created">
            {failure}
          </Alert>
        )}
        <Grid columns={2} gap="4">
          <TextField
            label="Order ID"
            placeholder="e.g. ORD-1001"
            isRequired
            autoFocus
            value={form.orderId}
            onChange={(value) => set('orderId', value)}
            isInvalid={!!errors.orderId}
            errorMessage={errors.orderId}
          />
          <TextField
            label="Customer Name"
            isRequired
            value={form.customerName}
            onChange={(value) => set('customerName', value)}
            isInvalid={!!errors.customerName}
            errorMessage={errors.customerName}
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
            isRequired
            minValue={1}
            step={1}
            value={form.items}
            onChange={(value) => set('items', value)}
            isInvalid={!!errors.items}
            errorMessage={errors.items}
          />
          <NumberField
            label="Total"
            isRequired
            minValue={0}
            step={0.01}
            formatOptions={{ style: 'currency', currency: 'USD' }}
            value={form.total}
            onChange={(value) => set('total', value)}
            isInvalid={!!errors.total}
            errorMessage={errors.total}
          />
          <Select
            label="Priority"
            items={priorityItems}
            selectedKey={form.priority}
            onSelectionChange={(key) => key != null && set('priority', key as DeliveryPriority)}
            isInvalid={!!errors.priority}
            errorMessage={errors.priority}
          />
        </Grid>
      </Form>
    </Dialog>
  );
}
