import { describe, expect, it } from 'vitest';
import { emailKey, phoneDigits } from '../people/customerForm';
import { generateCustomers } from './generate';
import { phoneBook } from './phoneBook';
import { sampleSeed } from './seed';

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

describe('Made-up customers keep email and phone unique per business (issue 37)', () => {
  it('a number drawn twice goes on to the next line number', () => {
    const newPhone = phoneBook(['+1 (555) 123-4567']);
    expect(newPhone(123, 4567)).toBe('+1 (555) 123-4568');
    expect(newPhone(123, 4568)).toBe('+1 (555) 123-4569');
    expect(newPhone(7, 9999)).toBe('+1 (555) 007-9999');
    expect(newPhone(7, 9999)).toBe('+1 (555) 007-0000');
  });

  it.each(['2024-02-01', '2025-06-15', '2026-11-25'])('the sample business on %s', (today) => {
    const { customers } = sampleSeed(today);
    expect(uniqueBy(customers, (customer) => emailKey(customer.email))).toBe(true);
    expect(uniqueBy(customers, (customer) => phoneDigits(customer.phone))).toBe(true);
  });

  it('a generated business of 20,000', () => {
    const customers = generateCustomers(20_000);
    expect(uniqueBy(customers, (customer) => emailKey(customer.email))).toBe(true);
    expect(uniqueBy(customers, (customer) => phoneDigits(customer.phone))).toBe(true);
  });
});
