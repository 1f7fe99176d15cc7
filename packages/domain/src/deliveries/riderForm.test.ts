import { describe, expect, it } from 'vitest';
import { isEmail } from '../forms/fields';
import type { RiderForm } from './rider';
import {
  emptyRiderForm,
  NEW_RIDER_LAST_ACTIVE,
  NEW_RIDER_LOCATION,
  RIDER_MESSAGES,
  riderFromForm,
  validateRiderForm,
} from './riderForm';

const valid: RiderForm = {
  ...emptyRiderForm(),
  name: ' Dana Scott ',
  phone: ' +1 555 0101 ',
  email: ' dana@example.com ',
  vehicleNumber: ' SC-1000 ',
  vehicleType: 'scooter',
};

describe('§5 Rider form: required Full Name, Phone Number, Email Address (email type), Vehicle Number', () => {
  it('accepts the required fields alone and trims them', () => {
    const result = validateRiderForm(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        name: 'Dana Scott',
        phone: '+1 555 0101',
        email: 'dana@example.com',
        vehicleNumber: 'SC-1000',
      },
    });
  });

  it('names each missing required field', () => {
    expect(validateRiderForm(emptyRiderForm())).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Full Name is required',
        phone: 'Phone Number is required',
        email: 'Email Address is required',
        vehicleNumber: 'Vehicle Number is required',
      },
    });
  });

  it.each(['dana', 'dana@', 'dana@example', 'da na@example.com', '@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(validateRiderForm({ ...valid, email })).toEqual({
        ok: false,
        fieldErrors: { email: RIDER_MESSAGES.emailInvalid },
      });
    },
  );

  it('recognises an email shape', () => {
    expect(isEmail('a.b+c@mail.example.org')).toBe(true);
    expect(isEmail('nope')).toBe(false);
  });
});

describe('§5 Rider form: optional Address, License Number, Zone, emergency contact and phone', () => {
  it('keeps optional fields, trimmed', () => {
    const result = validateRiderForm({
      ...valid,
      address: ' 1 High St ',
      licenseNumber: ' L-1 ',
      zone: 'zone-b',
      emergencyContact: ' Sam ',
      emergencyPhone: ' 555 ',
    });
    expect(result.ok && result.value).toMatchObject({
      address: '1 High St',
      licenseNumber: 'L-1',
      zone: 'zone-b',
      emergencyContact: 'Sam',
      emergencyPhone: '555',
    });
  });

  it('refuses a zone or vehicle type outside the lists', () => {
    expect(validateRiderForm({ ...valid, zone: 'zone-z' as 'zone-a' })).toEqual({
      ok: false,
      fieldErrors: { zone: RIDER_MESSAGES.zoneInvalid },
    });
    expect(validateRiderForm({ ...valid, vehicleType: 'truck' as 'car' })).toEqual({
      ok: false,
      fieldErrors: { vehicleType: RIDER_MESSAGES.vehicleTypeInvalid },
    });
  });

  it('defaults the vehicle type to bike and the zone to none', () => {
    expect(emptyRiderForm()).toMatchObject({ vehicleType: 'bike', zone: '' });
  });
});

describe('§3 Rider record from the form', () => {
  it('starts available with no deliveries, earnings or rating', () => {
    const result = validateRiderForm({ ...valid, zone: 'zone-c' });
    if (!result.ok) throw new Error('expected valid');
    expect(riderFromForm('RDR-009', result.value, '2024-02-01')).toEqual({
      id: 'RDR-009',
      name: 'Dana Scott',
      phone: '+1 555 0101',
      email: 'dana@example.com',
      vehicleType: 'scooter',
      vehicleNumber: 'SC-1000',
      status: 'available',
      rating: 0,
      totalDeliveries: 0,
      completedToday: 0,
      earnings: { today: 0, total: 0 },
      location: { current: NEW_RIDER_LOCATION, zone: 'zone-c' },
      joinedDate: '2024-02-01',
      lastActive: NEW_RIDER_LAST_ACTIVE,
    });
  });
});
