import { supplierAddedNotice, supplierSavedNotice } from '@warehouse/domain/notices';
import type { Supplier, SupplierForm } from '@warehouse/domain/people';
import { SuppliersScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useMayCall } from '../session/screenAccess';

/** `/suppliers`: the suppliers; owners and managers add and edit them. */
export default function SuppliersRoute() {
  const mayCall = useMayCall();
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const create = useApiAction((api, form: SupplierForm) => api.createSupplier(form), {
    calls: 'createSupplier',
    success: (supplier) => supplierAddedNotice(supplier.name),
  });
  const update = useApiAction(
    (api, { id, form }: { id: string; form: SupplierForm }) => api.updateSupplier(id, form),
    { calls: 'updateSupplier', success: (supplier) => supplierSavedNotice(supplier.name) },
  );
  return (
    <SuppliersScreen
      suppliers={suppliers.data ?? []}
      isLoading={suppliers.isPending}
      supplierHref={(supplier) => `/suppliers/${encodeURIComponent(supplier.id)}`}
      backHref="/purchases"
      {...(mayCall('createSupplier') ? { onCreate: create } : {})}
      {...(mayCall('updateSupplier')
        ? { onUpdate: (supplier: Supplier, form: SupplierForm) => update({ id: supplier.id, form }) }
        : {})}
    />
  );
}
