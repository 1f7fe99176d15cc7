import { formatCount, formatDay } from '@warehouse/domain/format';
import type { Supplier } from '@warehouse/domain/people';
import type { LastPrice, PurchaseOrder } from '@warehouse/domain/purchasing';
import {
  ArrowLeft,
  Button,
  Card,
  CardHeader,
  DataTable,
  type DataTableColumn,
  Inline,
  Link,
  PageHeader,
  Pencil,
  Stack,
  Text,
} from '@warehouse/ui';
import { PurchaseOrderStatusBadges } from '../purchases/PurchasesScreen';
import { Fact } from '../shared/Fact';
import { TableSkeleton } from '../shared/Loading';
import { Money } from '../shared/money';
import { NameAndCode } from '../shared/NameAndCode';

export interface SupplierScreenProps {
  supplierId: string;
  /** Skeletons until it has loaded. */
  supplier: Supplier | undefined;
  /** Its purchase orders, newest first, as far as they are loaded (a page at a time). */
  orders: readonly PurchaseOrder[];
  /** Loads the next page of its orders, as the table's end comes into view; absent on the last. */
  onLoadMoreOrders?: () => void;
  /** What it was last paid per product; not given to a role that does not see prices: no such card. */
  lastPrices?: readonly LastPrice[] | undefined;
  today: string;
  backHref: string;
  orderHref: (orderId: string) => string;
  /** "Edit"; absent for roles that may not change suppliers. */
  onEdit?: () => void;
}

/** `/suppliers/:id`: a supplier's details, the last price paid per product, and its purchase orders. */
export function SupplierScreen({
  supplierId,
  supplier,
  orders,
  onLoadMoreOrders,
  lastPrices,
  today,
  backHref,
  orderHref,
  onEdit,
}: SupplierScreenProps) {
  const priceColumns: DataTableColumn<LastPrice>[] = [
    {
      id: 'product',
      header: 'Product',
      isRowHeader: true,
      width: '2fr',
      minWidth: 180,
      cell: (price) => <NameAndCode name={price.productName} code={price.sku} />,
    },
    {
      id: 'price',
      header: 'Last Price',
      align: 'end',
      width: 120,
      cell: (price) => (
        <Text weight="medium" tabular>
          <Money amount={price.unitPrice} />
        </Text>
      ),
    },
    {
      id: 'order',
      header: 'On Order',
      width: 190,
      cell: (price) => (
        <Inline gap="2">
          <Link href={orderHref(price.orderId)}>{price.orderId}</Link>
          <Text tone="muted">{price.orderDate ? formatDay(price.orderDate) : ''}</Text>
        </Inline>
      ),
    },
  ];
  const orderColumns: DataTableColumn<PurchaseOrder>[] = [
    {
      id: 'id',
      header: 'PO Number',
      isRowHeader: true,
      width: 130,
      cell: (order) => <Link href={orderHref(order.id)}>{order.id}</Link>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 220,
      cell: (order) => <PurchaseOrderStatusBadges order={order} today={today} />,
    },
    {
      id: 'orderDate',
      header: 'Order Date',
      width: '1fr',
      minWidth: 120,
      cell: (order) => <Text tone="muted">{order.orderDate ? formatDay(order.orderDate) : '—'}</Text>,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      width: 120,
      cell: (order) => (
        <Text weight="medium" tabular>
          <Money amount={order.total} />
        </Text>
      ),
    },
  ];
  const back = (
    <Link href={backHref} icon={ArrowLeft} variant="subtle" size="sm">
      All suppliers
    </Link>
  );
  if (!supplier)
    return (
      <Stack gap="6">
        {back}
        <PageHeader title={supplierId} />
        <Card>
          <TableSkeleton label="Loading the supplier" />
        </Card>
      </Stack>
    );
  return (
    <Stack gap="6">
      {back}
      <PageHeader
        title={supplier.name}
        description={supplier.id}
        actions={
          onEdit && (
            <Button variant="outline" icon={Pencil} onPress={onEdit}>
              Edit
            </Button>
          )
        }
      />
      <Card as="section" aria-label="Supplier details">
        <Inline gap="8" align="flex-start">
          <Fact label="Email">{supplier.email}</Fact>
          <Fact label="Phone">{supplier.phone || '—'}</Fact>
          <Fact label="Address">{supplier.address || '—'}</Fact>
          <Fact label="Lead Time">{`${formatCount(supplier.leadTimeDays)} ${supplier.leadTimeDays === 1 ? 'day' : 'days'}`}</Fact>
        </Inline>
      </Card>
      {lastPrices && (
        <Card as="section" aria-label="Last prices paid">
          <CardHeader
            level={2}
            title="Last prices paid"
            description="What this supplier was last paid for each product."
          />
          <DataTable
            aria-label="Last prices paid"
            columns={priceColumns}
            rows={lastPrices}
            getRowId={(price) => price.itemId}
            emptyState={<Text tone="muted">Nothing has been ordered from this supplier yet.</Text>}
          />
        </Card>
      )}
      <Card as="section" aria-label="Purchase orders">
        <CardHeader level={2} title="Purchase orders" />
        <DataTable
          aria-label="Purchase orders"
          columns={orderColumns}
          rows={orders}
          {...(onLoadMoreOrders ? { onEndReached: onLoadMoreOrders } : {})}
          getRowId={(order) => order.id}
          emptyState={<Text tone="muted">No purchase orders yet.</Text>}
        />
      </Card>
    </Stack>
  );
}
