import { DashboardScreen, type QuickActionId } from '@warehouse/screens';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

const quickActionPaths: Record<QuickActionId, string> = {
  'add-product': '/inventory/add',
  'new-sale': '/pos',
  'create-purchase-order': '/purchases/new',
  'create-delivery': '/delivery?dialog=create-delivery',
};

export default function DashboardRoute() {
  const navigate = useNavigate();
  const { data, isPending } = useApiQuery(queryKeys.dashboard, (api) => api.getDashboard());
  return (
    <DashboardScreen
      stats={data?.stats ?? []}
      recentOrders={data?.recentOrders ?? []}
      lowStock={data?.lowStock ?? []}
      latePurchaseOrders={data?.latePurchaseOrders ?? 0}
      latePurchaseOrdersHref="/purchases?status=late"
      isLoading={isPending}
      onQuickAction={(id) => navigate(quickActionPaths[id])}
      onViewAllOrders={() => navigate('/sales')}
      onRestock={(item) => navigate(`/purchases/new?reorder=${encodeURIComponent(item.productId)}`)}
    />
  );
}
