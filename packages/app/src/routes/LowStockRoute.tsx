import { reorderDraftsNotice } from '@warehouse/domain/notices';
import { LowStockScreen } from '@warehouse/screens';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useListPages } from '../data/useListPages';
import { useMayCall } from '../session/screenAccess';

/** Low Stock; "Reorder" opens a purchase order for the product, "Reorder All" drafts one per supplier. */
export default function LowStockRoute() {
  const navigate = useNavigate();
  const mayOrder = useMayCall()('createPurchaseOrder');
  // A page at a time: a new store has thousands of products at 0.
  const pages = useListPages(queryKeys.lowStock, (api, page) => api.listLowStock(page));
  const draftReorders = useApiAction((api, _: undefined) => api.draftReorders(), {
    calls: 'draftReorders',
    success: (drafts) => reorderDraftsNotice(drafts.length),
  });
  return (
    <LowStockScreen
      items={pages.items}
      {...pages.listProps}
      {...(mayOrder
        ? {
            onReorder: (item) => navigate(`/purchases/new?reorder=${encodeURIComponent(item.productId)}`),
            onReorderAll: async () => {
              if ((await draftReorders(undefined)).length > 0) navigate('/purchases?status=draft');
            },
          }
        : {})}
    />
  );
}
