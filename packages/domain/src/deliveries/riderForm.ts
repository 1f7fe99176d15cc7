import { type Validation, validated } from '../contract/validation';
import { isBlank, isEmail } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import type { Rider, RiderForm } from './rider';
import { VEHICLE_TYPES, ZONES } from './rider';

export type RiderField = keyof RiderForm;

export const RIDER_MESSAGES = {
  nameRequired: 'Full Name is required',
  phoneRequired: 'Phone Number is required',
  emailRequired: 'Email Address is required',
  emailInvalid: 'Enter a valid email address',
  vehicleNumberRequired: 'Vehicle Number is required',
  vehicleTypeInvalid: 'Choose a vehicle type',
  zoneInvalid: 'Choose a zone from the list',
} as const;

export function emptyRiderForm(): RiderForm {
  return {
    name: '',
    phone: '',
    email: '',
    address: '',
    vehicleType: 'bike',
    vehicleNumber: '',
    licenseNumber: '',
    zone: '',
    emergencyContact: '',
    emergencyPhone: '',
  };
}

export type RiderFormResult = Validation<RiderForm, RiderField>;

/**
 * §5 Rider form: Full Name, Phone Number, Email Address (an email) and Vehicle Number are required;
 * Address, License Number, Zone, emergency contact and emergency phone are optional.
 * Valid values come back trimmed.
 */
export function validateRiderForm(form: RiderForm): RiderFormResult {
  const errors: FieldErrors<RiderField> = {};
  if (isBlank(form.name)) errors.name = RIDER_MESSAGES.nameRequired;
  if (isBlank(form.phone)) errors.phone = RIDER_MESSAGES.phoneRequired;
  if (isBlank(form.email)) errors.email = RIDER_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = RIDER_MESSAGES.emailInvalid;
  if (isBlank(form.vehicleNumber)) errors.vehicleNumber = RIDER_MESSAGES.vehicleNumberRequired;
  if (!VEHICLE_TYPES.includes(form.vehicleType)) errors.vehicleType = RIDER_MESSAGES.vehicleTypeInvalid;
  if (form.zone !== '' && !ZONES.includes(form.zone)) errors.zone = RIDER_MESSAGES.zoneInvalid;
  return validated(errors, () => ({
    ...form,
    name: form.name.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    vehicleNumber: form.vehicleNumber.trim(),
    licenseNumber: form.licenseNumber.trim(),
    emergencyContact: form.emergencyContact.trim(),
    emergencyPhone: form.emergencyPhone.trim(),
  }));
}

export const NEW_RIDER_LOCATION = 'Not yet tracked';
export const NEW_RIDER_LAST_ACTIVE = 'Just now';

/** A new rider record from a validated form: available, no deliveries, earnings or rating yet. */
export function riderFromForm(id: string, form: RiderForm, joinedDate: string): Rider {
  return {
    id,
    name: form.name,
    phone: form.phone,
    email: form.email,
    vehicleType: form.vehicleType,
    vehicleNumber: form.vehicleNumber,
    status: 'available',
    rating: 0,
    totalDeliveries: 0,
    completedToday: 0,
    earnings: { today: 0, total: 0 },
    location: { current: NEW_RIDER_LOCATION, zone: form.zone },
    joinedDate,
    lastActive: NEW_RIDER_LAST_ACTIVE,
  };
}
