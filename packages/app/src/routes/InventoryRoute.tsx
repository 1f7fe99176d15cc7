import { InventoryScreen } from '@warehouse/screens';
import { productCreatedNotice } from '../data/actionNotices';
import { queryKeys, stockFigureKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';
import { type DialogAddress, useUrlDialog } from '../routing/useUrlDialog';

/** §2.4 `/inventory/add` is the inventory with the Add Product dialog open. */
const ADD_DIALOG: DialogAddress = { path: '/inventory/add', closedPath: '/inventory' };

/** All Inventory; at /inventory/add the Add Product dialog is open (DESIGN.md decisions). */
export default function InventoryRoute() {
  const [isAddOpen, setAddOpen] = useUrlDialog(ADD_DIALOG);
  const [query, setQuery] = useSearchParamState('q');
  const { data: products = [], isPending } = useApiQuery(queryKeys.products, (api) => api.listProducts());
  const createProduct = useApiAction(
    (api, values: Parameters<typeof api.createProduct>[0]) => api.createProduct(values),
    {
      invalidates: stockFigureKeys,
      success: (product) => productCreatedNotice(product.name),
    },
  );
  return (
    <InventoryScreen
      products={products}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      isAddOpen={isAddOpen}
      onAddOpenChange={setAddOpen}
      onCreateProduct={(_form, values) => createProduct(values)}
      onEditProduct={() => {}}
      onDeleteProduct={() => {}}
    />
  );
}
