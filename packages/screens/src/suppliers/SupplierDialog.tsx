import type { Supplier } from '@warehouse/domain/people';
import {
  emptySupplierForm,
  type SupplierForm,
  supplierFormOf,
  validateSupplierForm,
} from '@warehouse/domain/people';
import { FormDialog, Grid, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface SupplierDialogProps {
  /** The supplier being edited; a new one when absent. */
  supplier?: Supplier;
  /** A valid form; may return a promise (the dialog closes when it resolves, stays as typed if it rejects). */
  onSave: (form: SupplierForm) => unknown;
  onClose: () => void;
}

/** "Add Supplier" and "Edit Supplier": name, email, phone, address and lead time in days. */
export function SupplierDialog({ supplier, onSave, onClose }: SupplierDialogProps) {
  const [form, setForm] = useState<SupplierForm>(() =>
    supplier ? supplierFormOf(supplier) : emptySupplierForm(),
  );
  const set = (field: keyof SupplierForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  return (
    <FormDialog
      title={supplier ? `Edit ${supplier.name}` : 'Add Supplier'}
      description="Who purchase orders go to, and how long their deliveries take."
      submitLabel={supplier ? 'Save Supplier' : 'Add Supplier'}
      onClose={onClose}
      onSubmit={() => submitChecked(validateSupplierForm(form), () => onSave(form))}
    >
      <TextField label="Name" name="name" isRequired value={form.name} onChange={set('name')} />
      <Grid columns={2} gap="4">
        <TextField
          label="Email"
          name="email"
          type="email"
          isRequired
          value={form.email}
          onChange={set('email')}
        />
        <TextField label="Phone" name="phone" type="tel" value={form.phone} onChange={set('phone')} />
      </Grid>
      <TextField label="Address" name="address" value={form.address} onChange={set('address')} />
      <TextField
        label="Lead time (days)"
        name="leadTimeDays"
        inputMode="numeric"
        description="How many days a delivery usually takes."
        value={form.leadTimeDays}
        onChange={set('leadTimeDays')}
      />
    </FormDialog>
  );
}
