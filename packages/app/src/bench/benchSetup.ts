import type { WarehouseApi } from '@warehouse/domain/contract';
import { startSignedInForBenchmark } from '../session/SessionProvider';

/** The URL flag that starts the benchmark build signed in: `/?bench-login=1`. */
const BENCH_LOGIN_PARAM = 'bench-login';

/**
 * Bench mode's setup: signing in from the URL flag, and the API with generated data. The data
 * module loads on the first API call, so the login screen's first load ships only this module.
 */
export function benchSetup(): WarehouseApi {
  if (new URLSearchParams(window.location.search).get(BENCH_LOGIN_PARAM) === '1') {
    startSignedInForBenchmark();
  }
  let api: Promise<WarehouseApi> | undefined;
  const load = () => {
    api ??= import('./benchApi').then(({ createBenchApi }) => createBenchApi());
    return api;
  };
  const benchApi = new Proxy({} as WarehouseApi, {
    get:
      (_target, method: keyof WarehouseApi) =>
      async (...args: unknown[]) => {
        const target = await load();
        return (target[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
  });
  // The bench's driver times contract calls themselves (the dashboard's figures) through this.
  Object.assign(window, { __benchApi: benchApi });
  return benchApi;
}
