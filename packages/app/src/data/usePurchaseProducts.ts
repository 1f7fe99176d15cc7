import type { Page } from '@warehouse/domain/contract';
import type { PurchaseOrderLine, PurchaseProduct } from '@warehouse/domain/purchasing';
import { queryKeys } from './queryKeys';
import { useApiQuery } from './useApiQuery';
import { useListPages } from './useListPages';

/** The purchase order form's products a page at a time, searched by the server. */
export function usePurchaseProducts(query: string) {
  const search = query.trim();
  return useListPages([...queryKeys.purchaseProducts, 'list', search], (api, page) =>
    api.listPurchaseProducts({ ...(search ? { search } : {}), ...page }),
  );
}

/** Items asked for in one read: their ids keep its query string well inside the server's limit. */
const IDS_PER_READ = 50;

/**
 * The products of a form's starting lines (a draft's, a reorder's): what they cost on their own.
 * A "Reorder all" draft may have hundreds of lines: they are read in parts.
 */
export function useLineProducts(lines: readonly PurchaseOrderLine[]) {
  const itemIds = lines.map((line) => line.id);
  const products = useApiQuery(
    [...queryKeys.purchaseProducts, 'items', ...itemIds],
    async (api) => {
      const reads: Promise<Page<PurchaseProduct>>[] = [];
      for (let start = 0; start < itemIds.length; start += IDS_PER_READ) {
        const some = itemIds.slice(start, start + IDS_PER_READ);
        reads.push(api.listPurchaseProducts({ itemIds: some, limit: some.length }));
      }
      return (await Promise.all(reads)).flatMap((page) => page.items);
    },
    { enabled: itemIds.length > 0 },
  );
  return {
    lineProducts: products.data ?? NONE,
    /** The form waits for them: a supplier chosen before they came would leave lines unpriced. */
    isLoading: itemIds.length > 0 && products.isPending,
  };
}

const NONE: readonly PurchaseProduct[] = [];
