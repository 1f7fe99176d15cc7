import { describe, expect, it } from 'vitest';
import { sampleRiders } from '../sample/riders';
import {
  RIDER_STATUS_LABELS,
  RIDER_STATUS_TONES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPE_OPTIONS,
  ZONE_LABELS,
  ZONE_OPTIONS,
  ZONES,
} from './rider';
import { emptyRiderForm, riderFromForm } from './riderForm';
import { riderStats } from './riders';

describe('§4 Rider status: available, busy, offline', () => {
  it('has labels and tones', () => {
    expect(RIDER_STATUS_LABELS).toEqual({ available: 'Available', busy: 'Busy', offline: 'Offline' });
    expect(RIDER_STATUS_TONES).toEqual({ available: 'positive', busy: 'caution', offline: 'neutral' });
  });
});

describe('§9 Vehicle types and zones', () => {
  it('labels vehicle types bike (Bicycle), scooter (Scooter/Motorcycle), car', () => {
    expect(VEHICLE_TYPE_LABELS).toEqual({ bike: 'Bicycle', scooter: 'Scooter/Motorcycle', car: 'Car' });
    expect(VEHICLE_TYPE_OPTIONS.map((o) => o.value)).toEqual(['bike', 'scooter', 'car']);
  });

  it('labels zones zone-a Downtown ... zone-e West Side', () => {
    expect(ZONES.map((z) => ZONE_LABELS[z])).toEqual([
      'Downtown',
      'Midtown',
      'Uptown',
      'East Side',
      'West Side',
    ]);
    expect(ZONE_OPTIONS[0]).toEqual({ value: 'zone-a', label: 'Downtown' });
  });
});

describe('§2.5 Rider Management: six stat cards', () => {
  it('counts riders by status, today\u2019s completed deliveries and the average rating', () => {
    expect(riderStats(sampleRiders)).toEqual({
      total: 8,
      available: 3,
      busy: 3,
      offline: 2,
      completedToday: 40,
      averageRating: '4.7',
    });
  });

  it('leaves riders without a rating yet (0) out of the average', () => {
    const newcomer = riderFromForm(
      'RDR-009',
      { ...emptyRiderForm(), name: 'New', phone: '1', email: 'n@x.io', vehicleNumber: 'V' },
      '2024-02-01',
    );
    expect(newcomer.rating).toBe(0);
    expect(riderStats([...sampleRiders, newcomer])).toMatchObject({
      total: 9,
      available: 4,
      averageRating: '4.7',
    });
    expect(riderStats([newcomer]).averageRating).toBe('0.0');
  });

  it('gives zeros and "0.0" for no riders', () => {
    expect(riderStats([])).toEqual({
      total: 0,
      available: 0,
      busy: 0,
      offline: 0,
      completedToday: 0,
      averageRating: '0.0',
    });
  });
});
