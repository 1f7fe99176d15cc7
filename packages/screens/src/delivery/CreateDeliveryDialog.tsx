import {
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  type DeliveryPriority,
  type DeliveryRequest,
  type DeliveryRequestField,
  validateDeliveryRequest,
} from '@warehouse/domain/deliveries';
import { FormDialog, Grid, Select, TextArea, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface CreateDeliveryDialogProps {
  /** Cancel, Escape, or the delivery was created. */
  onClose: () => void;
  /** Receives the request; may return a promise (rejecting with a ValidationError keeps the form). */
  onCreateDelivery?: (request: DeliveryRequest) => unknown;
}

const emptyRequest = (): Required<DeliveryRequest> => ({
  orderId: '',
  phone: '',
  address: '',
  priority: 'normal',
});

const priorityItems = DELIVERY_PRIORITIES.map((id) => ({ id, label: DELIVERY_PRIORITY_LABELS[id] }));

/** A field's form name: the key its errors come back under. */
const field = (name: DeliveryRequestField) => name;

/**
 * "Create Delivery" for a recorded sale: its order id, where to take it and how urgently. What was
 * sold, its total, its payment and its customer come from the sale. Open while mounted.
 */
export function CreateDeliveryDialog({ onClose, onCreateDelivery }: CreateDeliveryDialogProps) {
  const [request, setRequest] = useState(emptyRequest);
  const set = <K extends keyof DeliveryRequest>(key: K, value: DeliveryRequest[K]) =>
    setRequest((previous) => ({ ...previous, [key]: value }));

  return (
    <FormDialog
      title="Create Delivery"
      description="Enter the sale’s order ID and where to deliver it: its items, total and customer come from the sale. Fields marked * are required."
      size="lg"
      submitLabel="Create Delivery"
      onClose={onClose}
      onSubmit={() => submitChecked(validateDeliveryRequest(request), onCreateDelivery)}
    >
      <Grid columns={2} gap="4">
        <TextField
          label="Order ID"
          name={field('orderId')}
          placeholder="e.g. ORD-1001"
          isRequired
          autoFocus
          value={request.orderId}
          onChange={(value) => set('orderId', value)}
        />
        <TextField
          label="Phone"
          name={field('phone')}
          type="tel"
          value={request.phone}
          onChange={(value) => set('phone', value)}
        />
      </Grid>
      <TextArea
        label="Address"
        name={field('address')}
        isRequired
        rows={2}
        value={request.address}
        onChange={(value) => set('address', value)}
      />
      <Select
        label="Priority"
        name={field('priority')}
        items={priorityItems}
        selectedKey={request.priority}
        onSelectionChange={(key) => key != null && set('priority', key as DeliveryPriority)}
      />
    </FormDialog>
  );
}
