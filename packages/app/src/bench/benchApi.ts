import { createMemoryApi, type WarehouseApi } from '@warehouse/domain/contract';
import {
  generateCatalogue,
  generateCustomers,
  generateDeliveries,
  generateRiders,
  generateSales,
  type Seed,
} from '@warehouse/domain/sample';

/** The benchmark's catalogue sizes. */
const BENCH_SIZES = {
  products: 100_000,
  sales: 200_000,
  deliveries: 20_000,
  riders: 2_000,
  customers: 50_000,
  shelves: 5_000,
} as const;

/** Generated lists at the benchmark's sizes, deterministic for a seed. */
function benchSeed(seed = 8): Partial<Seed> {
  const riders = generateRiders(BENCH_SIZES.riders, seed);
  return {
    ...generateCatalogue(BENCH_SIZES, seed),
    sales: generateSales(BENCH_SIZES.sales, seed),
    deliveries: generateDeliveries(BENCH_SIZES.deliveries, seed, riders),
    riders,
    customers: generateCustomers(BENCH_SIZES.customers, seed),
  };
}

/**
 * Reads served from the sample business until the generated lists exist (the dashboard and the
 * menu open first; the benchmark's dashboard figure makes the lists before it measures).
 */
const OVERVIEW_READS = new Set<keyof WarehouseApi>([
  'getMenuBadges',
  'getDashboard',
  'getAnalytics',
  'listNotifications',
  'getSettings',
  'getBusinessFormat',
  'getAccount',
  'listLowStock',
]);

/**
 * The app's in-memory API with generated data at the benchmark's sizes. The data is generated on
 * the first call that needs it (not at startup), so the dashboard's first load measures the app,
 * not the benchmark's data generator.
 */
export function createBenchApi(): WarehouseApi {
  const overview = createMemoryApi();
  let full: WarehouseApi | undefined;
  const ensure = () => {
    full ??= createMemoryApi(benchSeed());
    return full;
  };
  return new Proxy(overview, {
    get(target, key) {
      // Only the contract's methods: `then` and the like must not generate the data.
      if (typeof key !== 'string' || !(key in target)) return undefined;
      const method = key as keyof WarehouseApi;
      return (OVERVIEW_READS.has(method) && !full ? target : ensure())[method];
    },
  });
}
