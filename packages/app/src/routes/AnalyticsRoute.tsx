import { AnalyticsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

export default function AnalyticsRoute() {
  const { data: kpis = [], isPending } = useApiQuery(queryKeys.analytics, (api) => api.getAnalytics());
  return <AnalyticsScreen kpis={kpis} isLoading={isPending} />;
}
