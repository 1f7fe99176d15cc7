import { AnalyticsScreen } from '@warehouse/screens';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

/** Analytics; "Export Report" downloads the sales of the figures' period (the domain's salesReport). */
export default function AnalyticsRoute() {
  const { data: kpis = [], isPending } = useApiQuery(queryKeys.analytics, (api) => api.getAnalytics());
  return (
    <AnalyticsScreen kpis={kpis} isLoading={isPending} exportReportHref={useExportHref('salesReport')} />
  );
}
