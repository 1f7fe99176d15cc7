import { createMemoryApi, type WarehouseApi } from '@warehouse/domain/contract';
import type { Seed } from '@warehouse/domain/sample';

/**
 * The app's data: the in-memory adapter over the sample business, every figure computed from its
 * catalogue and stock ledger. A server adapter will implement the same contract.
 */
export function createAppApi(seed: Partial<Seed> = {}): WarehouseApi {
  return createMemoryApi(seed);
}
