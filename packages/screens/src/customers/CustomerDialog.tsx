import {
  type CustomerForm,
  type CustomerRecord,
  customerFormOf,
  emptyCustomerForm,
  validateCustomerForm,
} from '@warehouse/domain/people';
import { FormDialog } from '@warehouse/ui';
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

/** "Add Customer" and "Edit Customer": name, phone, email and address. Open while mounted. */
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
    </FormDialog>
  );
}
