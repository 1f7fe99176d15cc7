import { LowStockScreen } from '@warehouse/screens';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

export default function LowStockRoute() {
  const navigate = useNavigate();
  const { data = [], isPending } = useApiQuery(queryKeys.lowStock, (api) => api.listLowStock());
  return <LowStockScreen items={data} isLoading={isPending} onReorder={() => navigate('/purchases/new')} />;
}
