import type { WarehouseApi } from '@warehouse/domain/contract';
import { DashboardScreen, type QuickActionId } from '@warehouse/screens';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useMayCall } from '../session/screenAccess';

/** Where each quick action leads, and the call it ends in: a role that may not make it does not see it. */
const QUICK_ACTIONS: Record<QuickActionId, { path: string; call: keyof WarehouseApi }> = {
  'add-product': { path: '/inventory/add', call: 'createProduct' },
  'new-sale': { path: '/pos', call: 'recordSale' },
  'create-purchase-order': { path: '/purchases/new', call: 'createPurchaseOrder' },
  'create-delivery': { path: '/delivery?dialog=create-delivery', call: 'createDelivery' },
};
const QUICK_ACTION_IDS = Object.keys(QUICK_ACTIONS) as QuickActionId[];

export default function DashboardRoute() {
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const { data, isPending } = useApiQuery(queryKeys.dashboard, (api) => api.getDashboard());
  return (
    <DashboardScreen
      stats={data?.stats ?? []}
      recentOrders={data?.recentOrders ?? []}
      lowStock={data?.lowStock ?? []}
      {...(mayCall('listPurchaseOrders')
        ? {
            latePurchaseOrders: data?.latePurchaseOrders ?? 0,
            latePurchaseOrdersHref: '/purchases?status=late',
          }
        : {})}
      isLoading={isPending}
      quickActions={QUICK_ACTION_IDS.filter((id) => mayCall(QUICK_ACTIONS[id].call))}
      onQuickAction={(id) => navigate(QUICK_ACTIONS[id].path)}
      {...(mayCall('listSales') ? { onViewAllOrders: () => navigate('/sales') } : {})}
      {...(mayCall('createPurchaseOrder')
        ? { onRestock: (item) => navigate(`/purchases/new?reorder=${encodeURIComponent(item.productId)}`) }
        : {})}
    />
  );
}
