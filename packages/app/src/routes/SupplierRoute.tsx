import { isoDate } from '@warehouse/domain/format';
import { supplierSavedNotice } from '@warehouse/domain/notices';
import type { SupplierForm } from '@warehouse/domain/people';
import { SupplierDialog, SupplierScreen } from '@warehouse/screens';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useMayCall } from '../session/screenAccess';
import NotFoundRoute from './NotFoundRoute';

/** `/suppliers/:id`: a supplier, what it was last paid per product, and its purchase orders. */
export default function SupplierRoute() {
  const id = useParams().id ?? '';
  const mayCall = useMayCall();
  const [editing, setEditing] = useState(false);
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const orders = useListPages([...queryKeys.purchaseOrders, 'list', 'supplier', id], (api, page) =>
    api.listPurchaseOrders({ supplierId: id, ...page }),
  );
  const lastPrices = useApiQuery(
    [...queryKeys.purchaseOrders, 'last-prices', id],
    (api) => api.listLastPrices({ supplierId: id }),
    { enabled: mayCall('listLastPrices') },
  );
  const update = useApiAction((api, form: SupplierForm) => api.updateSupplier(id, form), {
    calls: 'updateSupplier',
    success: (supplier) => supplierSavedNotice(supplier.name),
  });
  const supplier = suppliers.data?.find((each) => each.id === id);
  if (suppliers.data && !supplier) return <NotFoundRoute />;
  return (
    <>
      <SupplierScreen
        supplierId={id}
        supplier={supplier}
        orders={orders.items}
        {...(orders.listProps.onLoadMore ? { onLoadMoreOrders: orders.listProps.onLoadMore } : {})}
        lastPrices={mayCall('listLastPrices') ? (lastPrices.data ?? []) : undefined}
        today={isoDate(new Date())}
        backHref="/suppliers"
        orderHref={(orderId) => `/purchases/${encodeURIComponent(orderId)}`}
        {...(mayCall('updateSupplier') ? { onEdit: () => setEditing(true) } : {})}
      />
      {editing && supplier && (
        <SupplierDialog supplier={supplier} onSave={update} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
