import { productFormValues } from '@warehouse/domain/catalogue';
import { PRODUCT_SORTS } from '@warehouse/domain/contract';
import type { ProductFormValues } from '@warehouse/domain/stock';
import { InventoryScreen } from '@warehouse/screens';
import { useState } from 'react';
import {
  productArchivedNotice,
  productCreatedNotice,
  productDeletedNotice,
  productSavedNotice,
} from '../data/actionNotices';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useBinFinder } from '../data/useBinFinder';
import { useListPages } from '../data/useListPages';
import { useRecordActivity } from '../data/useRecordActivity';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useSortParam } from '../routing/useSortParam';
import { type DialogAddress, useUrlDialog } from '../routing/useUrlDialog';
import { useMayCall } from '../session/screenAccess';

/** §2.4 `/inventory/add` is the inventory with the Add Product dialog open. */
const ADD_DIALOG: DialogAddress = { path: '/inventory/add', closedPath: '/inventory' };

/**
 * All Inventory; at /inventory/add the Add Product dialog is open (DESIGN.md decisions). A row's
 * edit icon opens the product in the same form; its delete icon deletes a product that never had
 * stock and archives one with history.
 */
export default function InventoryRoute() {
  const [isAddOpen, setAddOpen] = useUrlDialog(ADD_DIALOG);
  const [query, setQuery] = useSearchParamState('q');
  const mayCall = useMayCall();
  // What a row's icon opened, and when: its dialog shows the product as read after that moment.
  const [opened, setOpened] = useState<{
    id: string;
    intent: 'edit' | 'remove' | 'history';
    at: number;
  } | null>(null);
  const open = (id: string, intent: 'edit' | 'remove' | 'history') =>
    setOpened({ id, intent, at: Date.now() });
  // A page at a time: searched, narrowed to a category and sorted by the server, all
  // three kept in the URL.
  const [categoryId, setCategoryId] = useSearchParamState('category');
  const order = useSortParam(PRODUCT_SORTS);
  const search = query.trim();
  const pages = useListPages([...queryKeys.products, 'list', search, categoryId, order.param], (api, page) =>
    api.listProducts({
      ...(search ? { search } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...order.query,
      ...page,
    }),
  );
  const exportHref = useExportHref('inventory', { search, categoryId, ...order.query });
  const categories = useApiQuery(queryKeys.categories, (api) => api.listCategories());
  const { data: detail, dataUpdatedAt: detailReadAt } = useApiQuery(
    [...queryKeys.product, opened?.id ?? ''],
    (api) => api.getProduct(opened?.id ?? ''),
    {
      enabled: opened !== null,
      fetchedOnEachUse: true,
    },
  );
  // A product's history a page at a time: years of sales are thousands of movements.
  const history = useListPages(
    [...queryKeys.product, opened?.id ?? '', 'movements'],
    (api, page) => api.listProductMovements(opened?.id ?? '', page),
    { enabled: opened?.intent === 'history', fetchedOnEachUse: true },
  );
  const historyReadAt = history.readAt;
  const historyExportHref = useExportHref('stockMovements', { productId: opened?.id });
  const findBins = useBinFinder();
  const { activity } = useRecordActivity(opened?.intent === 'history' ? opened.id : null);
  const close = () => setOpened(null);
  // A dialog opens on the product as it is now, not on a cached record a sale may have changed;
  // once open, it keeps showing while its record is read again (e.g. after Save Changes).
  const isFresh =
    opened !== null &&
    detailReadAt >= opened.at &&
    (opened.intent !== 'history' || historyReadAt >= opened.at);
  const product = opened && isFresh && detail?.product.id === opened.id ? detail.product : undefined;

  const createProduct = useApiAction((api, values: ProductFormValues) => api.createProduct(values), {
    calls: 'createProduct',
    success: (created) => productCreatedNotice(created.name),
  });
  const updateProduct = useApiAction(
    (api, { id, values }: { id: string; values: ProductFormValues }) => api.updateProduct(id, values),
    { calls: 'updateProduct', success: (saved) => productSavedNotice(saved.name) },
  );
  const removeProduct = useApiAction(
    async (api, { id, archive }: { id: string; name: string; archive: boolean }) => {
      if (archive) await api.archiveProduct(id);
      else await api.deleteProduct(id);
      return archive;
    },
    {
      calls: ['archiveProduct', 'deleteProduct'],
      success: (archived, { name }) => (archived ? productArchivedNotice(name) : productDeletedNotice(name)),
    },
  );

  return (
    <InventoryScreen
      products={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      {...(order.sort ? { sort: order.sort } : {})}
      onSortChange={order.setSort}
      categories={categories.data ?? []}
      categoryId={categoryId}
      onCategoryChange={setCategoryId}
      isAddOpen={isAddOpen}
      onAddOpenChange={setAddOpen}
      onCreateProduct={(_form, values) => createProduct(values)}
      {...(mayCall('createProduct') ? { findBins } : {})}
      onEditProduct={(row) => open(row.id, 'edit')}
      onDeleteProduct={(row) => open(row.id, 'remove')}
      canEdit={mayCall('createProduct')}
      onShowHistory={(row) => open(row.id, 'history')}
      history={
        product && detail && historyReadAt > 0 && opened?.intent === 'history'
          ? {
              name: product.name,
              byLocation: detail.byLocation,
              movements: history.items,
              ...history.listProps,
              ...(activity ? { activity } : {}),
              ...(historyExportHref ? { exportHref: historyExportHref } : {}),
            }
          : undefined
      }
      onHistoryClose={close}
      exportHref={exportHref}
      editing={
        product && detail && opened?.intent === 'edit'
          ? { name: product.name, values: productFormValues(detail) }
          : undefined
      }
      onEditClose={close}
      onSaveProduct={async (values) => {
        if (product) await updateProduct({ id: product.id, values });
      }}
      removing={
        product && detail && opened?.intent === 'remove'
          ? { name: product.name, hasHistory: detail.hasHistory }
          : undefined
      }
      onRemoveClose={close}
      onConfirmRemove={async () => {
        if (product && detail)
          await removeProduct({ id: product.id, name: product.name, archive: detail.hasHistory });
      }}
    />
  );
}
