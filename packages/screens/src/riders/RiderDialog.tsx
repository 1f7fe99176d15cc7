import {
  emptyRiderForm,
  type RiderField,
  type RiderForm,
  VEHICLE_TYPE_OPTIONS,
  type VehicleType,
  validateRiderForm,
  ZONE_OPTIONS,
  type Zone,
} from '@warehouse/domain/deliveries';
import { FormDialog, Grid, Select, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface RiderDialogProps {
  /** Cancel, Escape, or the rider was added. */
  onClose: () => void;
  /** Receives the validated (trimmed) form; may return a promise (rejecting with a ValidationError keeps the form). */
  onCreateRider?: (form: RiderForm) => unknown;
}

const vehicleItems = VEHICLE_TYPE_OPTIONS.map((option) => ({ id: option.value, label: option.label }));
const zoneItems = ZONE_OPTIONS.map((option) => ({ id: option.value, label: option.label }));

/** "Add Rider": the dialog (§5 rider form: four required fields, the rest optional). Open while mounted. */
export function RiderDialog({ onClose, onCreateRider }: RiderDialogProps) {
  const [form, setForm] = useState<RiderForm>(emptyRiderForm);
  const set = <K extends RiderField>(key: K, value: RiderForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const text = (key: Exclude<RiderField, 'vehicleType' | 'zone'>) => ({
    name: key,
    value: form[key],
    onChange: (value: string) => set(key, value),
  });

  return (
    <FormDialog
      title="Add New Rider"
      description="Enter the rider’s details. Fields marked * are required."
      size="lg"
      submitLabel="Add Rider"
      onClose={onClose}
      onSubmit={() => submitChecked(validateRiderForm(form), onCreateRider)}
    >
      <Grid columns={2} gap="4">
        <TextField label="Full Name" isRequired autoFocus {...text('name')} />
        <TextField label="Phone Number" type="tel" isRequired {...text('phone')} />
        <TextField label="Email Address" type="email" isRequired {...text('email')} />
        <TextField label="Address" {...text('address')} />
        <Select
          label="Vehicle Type"
          name={'vehicleType' satisfies RiderField}
          items={vehicleItems}
          selectedKey={form.vehicleType}
          onSelectionChange={(key) => key != null && set('vehicleType', key as VehicleType)}
        />
        <TextField label="Vehicle Number" isRequired {...text('vehicleNumber')} />
        <TextField label="License Number" {...text('licenseNumber')} />
        <Select
          label="Zone"
          name={'zone' satisfies RiderField}
          placeholder="Select a zone"
          items={zoneItems}
          selectedKey={form.zone === '' ? null : form.zone}
          onSelectionChange={(key) => set('zone', key == null ? '' : (key as Zone))}
        />
        <TextField label="Emergency Contact" {...text('emergencyContact')} />
        <TextField label="Emergency Phone" type="tel" {...text('emergencyPhone')} />
      </Grid>
    </FormDialog>
  );
}
