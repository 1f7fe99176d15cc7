import {
  emptyRiderForm,
  type FieldErrors,
  isValidationError,
  type RiderField,
  type RiderForm,
  VEHICLE_TYPE_OPTIONS,
  type VehicleType,
  validateRiderForm,
  ZONE_OPTIONS,
  type Zone,
} from '@warehouse/domain';
import { Alert, Button, Dialog, Form, Grid, Plus, Select, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { isThenable } from '../shared/submit';

export interface RiderDialogProps {
  /** Receives the validated (trimmed) form; may return a promise (rejecting with a ValidationError keeps the form). */
  onCreateRider?: (form: RiderForm) => unknown;
  /** Open the dialog at first (stories, deep links). */
  defaultOpen?: boolean;
}

const FORM_ID = 'add-rider-form';
const vehicleItems = VEHICLE_TYPE_OPTIONS.map((option) => ({ id: option.value, label: option.label }));
const zoneItems = ZONE_OPTIONS.map((option) => ({ id: option.value, label: option.label }));

/** "Add Rider": the button and its dialog (§5 rider form: four required fields, the rest optional). */
export function RiderDialog({ onCreateRider, defaultOpen = false }: RiderDialogProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [form, setForm] = useState<RiderForm>(emptyRiderForm);
  const [errors, setErrors] = useState<FieldErrors<RiderField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const set = <K extends RiderField>(key: K, value: RiderForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setForm(emptyRiderForm());
      setErrors({});
      setFailure(null);
    }
  };

  const submit = async () => {
    const result = validateRiderForm(form);
    setFailure(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const pending = onCreateRider?.(result.value);
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

  const text = (key: Exclude<RiderField, 'vehicleType' | 'zone'>) => ({
    value: form[key],
    onChange: (value: string) => set(key, value),
    isInvalid: !!errors[key],
    errorMessage: errors[key],
  });

  return (
    <Dialog
      title="Add New Rider"
      description="Enter the rider’s details. Fields marked * are required."
      size="lg"
      isOpen={isOpen}
      onOpenChange={openChange}
      trigger={<Button icon={Plus}>Add Rider</Button>}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isPending}>
            Add Rider
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
          <Alert tone="critical" title="The rider was not added">
            {failure}
          </Alert>
        )}
        <Grid columns={2} gap="4">
          <TextField label="Full Name" isRequired autoFocus {...text('name')} />
          <TextField label="Phone Number" type="tel" isRequired {...text('phone')} />
          <TextField label="Email Address" type="email" isRequired {...text('email')} />
          <TextField label="Address" {...text('address')} />
          <Select
            label="Vehicle Type"
            items={vehicleItems}
            selectedKey={form.vehicleType}
            onSelectionChange={(key) => key != null && set('vehicleType', key as VehicleType)}
            isInvalid={!!errors.vehicleType}
            errorMessage={errors.vehicleType}
          />
          <TextField label="Vehicle Number" isRequired {...text('vehicleNumber')} />
          <TextField label="License Number" {...text('licenseNumber')} />
          <Select
            label="Zone"
            placeholder="Select a zone"
            items={zoneItems}
            selectedKey={form.zone === '' ? null : form.zone}
            onSelectionChange={(key) => set('zone', key == null ? '' : (key as Zone))}
            isInvalid={!!errors.zone}
            errorMessage={errors.zone}
          />
          <TextField label="Emergency Contact" {...text('emergencyContact')} />
          <TextField label="Emergency Phone" type="tel" {...text('emergencyPhone')} />
        </Grid>
      </Form>
    </Dialog>
  );
}
