import type { PurchaseOrderLine, PurchaseProduct } from '@warehouse/domain/purchasing';
import { queryKeys } from './queryKeys';
import { useApiQuery } from './useApiQuery';
import { useListPages } from './useListPages';

/** The purchase order form's products a page at a time (issue 18), searched by the server. */
export function usePurchaseProducts(query: string) {
  const search = query.trim();
  return useListPages([...queryKeys.purchaseProducts, 'list', search], (api, page) =>
    api.listPurchaseProducts({ ...(search ? { search } : {}), ...page }),
  );
}

/** The products of a form's starting lines (a draft's, a reorder's): what they cost on their own. */
export function useLineProducts(lines: readonly PurchaseOrderLine[]): readonly PurchaseProduct[] {
  const itemIds = lines.map((line) => line.id);
  const products = useApiQuery(
    [...queryKeys.purchaseProducts, 'items', ...itemIds],
    (api) => api.listPurchaseProducts({ itemIds, limit: itemIds.length }),
    { enabled: itemIds.length > 0 },
  );
  return products.data?.items ?? NONE;
}

const NONE: readonly PurchaseProduct[] = [];
