import type { ExportFormat } from '@warehouse/domain/exports';
import { formatChange, formatCount } from '@warehouse/domain/format';
import type { Kpi } from '@warehouse/domain/overview';
import { KPI_CHANGE_SUFFIX } from '@warehouse/domain/sample';
import {
  BarChart3,
  Button,
  Calendar,
  Card,
  CardContent,
  CardHeader,
  DollarSign,
  EmptyState,
  Grid,
  type IconComponent,
  Meter,
  PageHeader,
  Receipt,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatCard,
  TrendingUp,
  Users,
} from '@warehouse/ui';
import { ExportMenu } from '../shared/ExportMenu';
import { useMoney } from '../shared/money';

/** A best-selling product for the "Top Products" chart area. */
interface TopProduct {
  name: string;
  /** Units sold in the period. */
  unitsSold: number;
}

export interface AnalyticsScreenProps {
  /** The four KPI cards (domain `sampleKpis`). */
  kpis: Kpi[];
  /** When given, "Top Products" lists them as bars; otherwise the chart area is a placeholder. */
  topProducts?: TopProduct[];
  isLoading?: boolean;
  /** "Date Range" (inert in the spec). */
  onDateRange?: () => void;
  /**
   * "Export Report": the sales of the period the figures are about, as a CSV or Excel file (its
   * rows not cancelled are the orders and add up to the revenue); none hides it.
   */
  exportReportHref?: (format: ExportFormat) => string;
}

const kpiIcons: Record<Kpi['id'], IconComponent> = {
  revenue: DollarSign,
  orders: ShoppingCart,
  newCustomers: Users,
  averageOrder: Receipt,
};

/** A KPI's value as shown: "$45,231.89" (in `formatMoney`'s currency) or "1,250". */
function formatKpiValue(kpi: Pick<Kpi, 'value' | 'format'>, formatMoney: (amount: number) => string): string {
  return kpi.format === 'money' ? formatMoney(kpi.value) : formatCount(kpi.value);
}

/** Analytics: four KPI cards "from last month", Date Range, Export Report, and the two chart areas. */
export function AnalyticsScreen({
  kpis,
  topProducts,
  isLoading = false,
  onDateRange,
  exportReportHref,
}: AnalyticsScreenProps) {
  const { format: formatMoney } = useMoney();
  return (
    <Stack gap="6">
      <PageHeader
        title="Analytics"
        description="Track revenue net of returns, orders and customers month over month."
        actions={
          <>
            <Button variant="outline" icon={Calendar} onPress={() => onDateRange?.()}>
              Date Range
            </Button>
            {exportReportHref && (
              <ExportMenu label="Export Report" href={exportReportHref} variant="primary" />
            )}
          </>
        }
      />
      {isLoading ? (
        <SkeletonGroup label="Loading analytics">
          <Grid columns={4}>
            {[0, 1, 2, 3].map((i) => (
              <Card key={i}>
                <Skeleton lines={3} />
              </Card>
            ))}
          </Grid>
        </SkeletonGroup>
      ) : (
        <Grid columns={4}>
          {kpis.map((kpi) => (
            <StatCard
              key={kpi.id}
              title={kpi.title}
              value={formatKpiValue(kpi, formatMoney)}
              change={formatChange(kpi.change)}
              changeType={kpi.change < 0 ? 'negative' : 'positive'}
              trailingText={KPI_CHANGE_SUFFIX}
              icon={kpiIcons[kpi.id]}
            />
          ))}
        </Grid>
      )}
      <Grid columns={2}>
        <Card fill>
          <CardHeader
            title="Revenue Trend"
            level={2}
            description="Monthly revenue, net of returns, over time."
          />
          <CardContent>
            <Card variant="sunken" padding="none">
              <EmptyState
                icon={TrendingUp}
                title="No chart yet"
                description="Revenue by month will be charted here."
              />
            </Card>
          </CardContent>
        </Card>
        <Card fill>
          <CardHeader title="Top Products" level={2} description="Best-selling products by units sold." />
          <CardContent>
            {topProducts && topProducts.length > 0 ? (
              <TopProductBars products={topProducts} />
            ) : (
              <Card variant="sunken" padding="none">
                <EmptyState
                  icon={BarChart3}
                  title="No chart yet"
                  description="Best-selling products will be charted here."
                />
              </Card>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Stack>
  );
}

function TopProductBars({ products }: { products: TopProduct[] }) {
  const max = Math.max(...products.map((product) => product.unitsSold), 1);
  return (
    <Stack gap="4">
      {products.map((product) => (
        <Meter
          key={product.name}
          label={`${product.name} · ${formatCount(product.unitsSold)} sold`}
          value={product.unitsSold}
          max={max}
          tone="info"
          showValue={false}
        />
      ))}
    </Stack>
  );
}
