import { InventoryScreen } from '@warehouse/screens';
import { useLocation, useNavigate } from 'react-router-dom';
import { productCreatedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

const ADD_PATH = '/inventory/add';

/** All Inventory; at /inventory/add the Add Product dialog is open (DESIGN.md decisions). */
export default function InventoryRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParamState('q');
  const { data: products = [], isPending } = useApiQuery(queryKeys.products, (api) => api.listProducts());
  const createProduct = useApiAction(
    (api, values: Parameters<typeof api.createProduct>[0]) => api.createProduct(values),
    {
      invalidates: [queryKeys.products, queryKeys.dashboard],
      success: (product) => productCreatedNotice(product.name),
    },
  );
  return (
    <InventoryScreen
      products={products}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      isAddOpen={pathname === ADD_PATH}
      onAddOpenChange={(open) => navigate({ pathname: open ? ADD_PATH : '/inventory', search })}
      onCreateProduct={(_form, values) => createProduct(values)}
      onEditProduct={() => {}}
      onDeleteProduct={() => {}}
    />
  );
}
