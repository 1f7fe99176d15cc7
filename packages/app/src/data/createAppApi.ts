import { createMemoryApi, type WarehouseApi } from '@warehouse/domain/contract';
import { type Seed, sampleCategories, sampleLocations, withRandomCounts } from '@warehouse/domain/sample';

/**
 * The app's data: the in-memory adapter seeded with the spec's sample data. Category and location
 * counts are random per load, as the spec says. A server adapter will implement the same contract.
 */
export function createAppApi(seed: Partial<Seed> = {}, random: () => number = Math.random): WarehouseApi {
  return createMemoryApi({
    categories: withRandomCounts(sampleCategories, 'productCount', random),
    locations: withRandomCounts(sampleLocations, 'itemCount', random),
    ...seed,
  });
}
