import type { WarehouseApi } from '@warehouse/domain/contract';
import { createContext, type ReactNode, useContext } from 'react';

const ApiContext = createContext<WarehouseApi | null>(null);

export function ApiProvider({ api, children }: { api: WarehouseApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The data contract the containers read and act through. */
export function useApi(): WarehouseApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside an ApiProvider');
  return api;
}
