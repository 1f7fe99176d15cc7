import {
  type CustomerForm,
  type CustomerRecord,
  customerFormOf,
  emptyCustomerForm,
  validateCustomerForm,
} from '@warehouse/domain/people';
import { FormDialog, Grid, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';
import { CustomerFields } from './CustomerFields';

export interface CustomerDialogProps {
  /** The customer being edited; a new one when absent. */
  customer?: CustomerRecord;
  /** A valid form; may return a promise (the dialog closes when it resolves, stays as typed if it rejects). */
  onSave: (form: CustomerForm) => unknown;
  onClose: () => void;
}

/**
 * "Add Customer" and "Edit Customer": name, phone, email and address, and their account: payment
 * terms and a credit limit. Open while mounted.
 */
export function CustomerDialog({ customer, onSave, onClose }: CustomerDialogProps) {
  const [form, setForm] = useState<CustomerForm>(() =>
    customer ? customerFormOf(customer) : emptyCustomerForm(),
  );
  return (
    <FormDialog
      title={customer ? `Edit ${customer.name}` : 'Add Customer'}
      description="Their name, and a phone number or an email to reach them; the address is for deliveries."
      submitLabel={customer ? 'Save Customer' : 'Add Customer'}
      onClose={onClose}
      onSubmit={() => submitChecked(validateCustomerForm(form), () => onSave(form))}
    >
      <CustomerFields form={form} onChange={setForm} />
      <Grid columns={2} gap="4">
        <TextField
          label="Payment Terms (days)"
          name="paymentTermsDays"
          inputMode="numeric"
          autoComplete="off"
          description="Net 30 is 30; blank: they cannot buy on account."
          value={form.paymentTermsDays ?? ''}
          onChange={(paymentTermsDays) => setForm({ ...form, paymentTermsDays })}
        />
        <TextField
          label="Credit Limit"
          name="creditLimit"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          description="The most they may owe on account; blank: no limit."
          value={form.creditLimit ?? ''}
          onChange={(creditLimit) => setForm({ ...form, creditLimit })}
        />
      </Grid>
    </FormDialog>
  );
}
