import type { CustomerForm } from '@warehouse/domain/people';
import { Grid, TextField } from '@warehouse/ui';

export interface CustomerFieldsProps {
  form: CustomerForm;
  onChange: (form: CustomerForm) => void;
  /** Side by side where there is room (a dialog), or one under another (the till's narrow column). */
  columns?: 1 | 2;
  /** Focus the name when the fields appear. */
  autoFocus?: boolean;
}

/** A customer's Name, Phone, Email and Address, as the dialog and the till's inline form show them. */
export function CustomerFields({ form, onChange, columns = 2, autoFocus = false }: CustomerFieldsProps) {
  const set = (field: keyof CustomerForm) => (value: string) => onChange({ ...form, [field]: value });
  return (
    <>
      <TextField
        label="Name"
        name="name"
        isRequired
        autoFocus={autoFocus}
        value={form.name}
        onChange={set('name')}
      />
      <Grid columns={columns} gap="4">
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="off"
          description="A phone number or an email is required."
          value={form.phone}
          onChange={set('phone')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={set('email')}
        />
      </Grid>
      <TextField label="Address" name="address" value={form.address} onChange={set('address')} />
    </>
  );
}
