import { reorderDraftsNotice } from '@warehouse/domain/notices';
import { LowStockScreen } from '@warehouse/screens';
import { useNavigate } from 'react-router-dom';
import { purchasingKeys, queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useMayCall } from '../session/screenAccess';

/** Low Stock; "Reorder" opens a purchase order for the product, "Reorder All" drafts one per supplier (issue 17). */
export default function LowStockRoute() {
  const navigate = useNavigate();
  const mayOrder = useMayCall()('createPurchaseOrder');
  const { data = [], isPending } = useApiQuery(queryKeys.lowStock, (api) => api.listLowStock());
  const draftReorders = useApiAction((api, _: undefined) => api.draftReorders(), {
    invalidates: [...purchasingKeys, queryKeys.lowStock],
    success: (drafts) => reorderDraftsNotice(drafts.length),
  });
  return (
    <LowStockScreen
      items={data}
      isLoading={isPending}
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
