import type { WarehouseApi } from '@warehouse/domain/contract';

/**
 * A data contract whose implementation loads on first use, so the login screen does not ship the
 * sample data and the in-memory adapter.
 */
export function lazyApi(load: () => Promise<WarehouseApi>): WarehouseApi {
  let loaded: Promise<WarehouseApi> | undefined;
  const api = () => {
    loaded ??= load();
    return loaded;
  };
  return new Proxy({} as WarehouseApi, {
    get:
      (_target, method: keyof WarehouseApi) =>
      async (...args: unknown[]) => {
        const target = await api();
        return (target[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
  });
}
