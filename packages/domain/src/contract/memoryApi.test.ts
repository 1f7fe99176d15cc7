import { describe, expect, it } from 'vitest';
import { warehouseContractSuite } from './contractSuite';
import { createIdGenerator, createMemoryApi } from './memoryApi';

warehouseContractSuite((seed, now) => createMemoryApi(seed, { now }));

describe('createIdGenerator', () => {
  it('continues after the highest existing number, zero-padded', () => {
    const next = createIdGenerator('delivery', ['DEL-002', 'DEL-010', 'X-99', 'DEL-abc']);
    expect(next()).toBe('DEL-011');
    expect(next()).toBe('DEL-012');
  });

  it('starts at 1; ids of another form do not count', () => {
    expect(createIdGenerator('purchaseOrder', ['POX001', 'PO-abc', 'P002'])()).toBe('PO-001');
  });
});
