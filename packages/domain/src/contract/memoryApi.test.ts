import { describe, expect, it } from 'vitest';
import { warehouseContractSuite } from './contractSuite';
import { createIdGenerator, createMemoryApi } from './memoryApi';

warehouseContractSuite((seed, now) => createMemoryApi(seed, { now }));

describe('createIdGenerator', () => {
  it('continues after the highest existing number, zero-padded', () => {
    const next = createIdGenerator('DEL-', 3, ['DEL-002', 'DEL-010', 'X-99', 'DEL-abc']);
    expect(next()).toBe('DEL-011');
    expect(next()).toBe('DEL-012');
  });

  it('starts at 1 and escapes the prefix', () => {
    expect(createIdGenerator('PO.', 3, ['POX001'])()).toBe('PO.001');
  });
});
