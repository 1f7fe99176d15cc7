import { isoDate } from '@warehouse/domain/format';
import {
  goodsReceivedNotice,
  purchaseOrderCancelledNotice,
  purchaseOrderCreatedNotice,
} from '@warehouse/domain/notices';
import type { ReceiptInput } from '@warehouse/domain/purchasing';
import { PurchaseOrderDetailScreen } from '@warehouse/screens';
import { useParams } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useBinFinder } from '../data/useBinFinder';
import { useCurrency } from '../data/useCurrency';
import { useRecordActivity } from '../data/useRecordActivity';
import { useMayCall } from '../session/screenAccess';
import NotFoundRoute from './NotFoundRoute';

const receivedUnits = (receipt: ReceiptInput) => receipt.lines.reduce((sum, line) => sum + line.quantity, 0);

/** `/purchases/:id`: one purchase order, and what the role may do with it. */
export default function PurchaseOrderRoute() {
  const id = useParams().id ?? '';
  const mayCall = useMayCall();
  const orderKey = [...queryKeys.purchaseOrders, id];
  const detail = useApiQuery(orderKey, (api) => api.getPurchaseOrder(id));
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const findBins = useBinFinder();
  const { activity } = useRecordActivity(id);
  const currency = useCurrency();
  const receive = useApiAction((api, receipt: ReceiptInput) => api.receivePurchaseOrder(id, receipt), {
    calls: 'receivePurchaseOrder',
    success: (_, receipt) => goodsReceivedNotice(id, receivedUnits(receipt)),
  });
  const place = useApiAction((api, _: undefined) => api.placePurchaseOrder(id), {
    calls: 'placePurchaseOrder',
    success: (order) => purchaseOrderCreatedNotice(order.total, currency),
  });
  const cancel = useApiAction((api, reason: string) => api.cancelPurchaseOrder(id, { reason }), {
    calls: 'cancelPurchaseOrder',
    success: () => purchaseOrderCancelledNotice(id),
  });

  if (detail.error && (detail.error as { code?: string }).code === 'not_found') return <NotFoundRoute />;
  const supplierId = detail.data?.order.supplierId ?? '';
  return (
    <PurchaseOrderDetailScreen
      orderId={id}
      detail={detail.data}
      supplierName={suppliers.data?.find((supplier) => supplier.id === supplierId)?.name ?? supplierId}
      today={isoDate(new Date())}
      findBins={findBins}
      {...(activity ? { activity } : {})}
      backHref="/purchases"
      {...(mayCall('updatePurchaseOrder') ? { editHref: `/purchases/${encodeURIComponent(id)}/edit` } : {})}
      {...(mayCall('receivePurchaseOrder') ? { onReceive: receive } : {})}
      {...(mayCall('placePurchaseOrder') ? { onPlace: () => place(undefined) } : {})}
      {...(mayCall('cancelPurchaseOrder') ? { onCancelOrder: cancel } : {})}
    />
  );
}
