// The lists a manager can export (Tools → Export Data, and each list's own Export), each declared
// once: its name, the query it takes (its list call's own search and filters, so an export holds
// exactly the rows the screen counts), how its pages are read through the data contract, and its
// columns. A list the app gains (Payments) is exported by one more entry here, as Returns and
// Invoices were.
import { z } from 'zod';
import { activityLabel } from '../accounts/auditedCalls';
import { MOVEMENT_KIND_LABELS } from '../catalogue/history';
import { CALLS, type CallName } from '../contract/calls';
import type { WarehouseApi } from '../contract/contract';
import { type Page, type PageQuery, pagesOf } from '../contract/page';
import { id } from '../contract/shapes';
import { DELIVERY_PRIORITY_LABELS, DELIVERY_STATUS_LABELS } from '../deliveries/delivery';
import { INVOICE_STATUS_LABELS } from '../invoices/invoice';
import { figureMonths } from '../overview/salesFigures';
import { PAYMENT_METHOD_LABELS } from '../pos/pos';
import { SALE_STATUS_LABELS, type Sale } from '../pos/sale';
import { PURCHASE_ORDER_STATUS_LABELS } from '../purchasing/lifecycle';
import { PRIORITY_LABELS } from '../purchasing/purchase';
import { RETURN_REASON_LABELS, refundLabel } from '../returns/returns';
import {
  columnHeading,
  type ExportCell,
  type ExportCellKind,
  type ExportSettings,
  exportCell,
} from './exportCells';
import type { ExportFormat } from './exportFormats';

/** What an export is read and written with: the business's settings, and the day it is made. */
export interface ExportContext extends ExportSettings {
  /** YYYY-MM-DD: the file's name, and the report's period. */
  today: string;
}

/** A column: its heading, how its values are written, and its value in an item of the list. */
interface ExportColumn<T, Names> {
  header: string;
  kind: ExportCellKind;
  value: (item: T, names: Names) => string | number | null | undefined;
}

interface ExportDefinition<Query, T, Names> {
  /** As Tools' choice of list names it. */
  label: string;
  /** The file's name before its day and extension. */
  file: string;
  /** The contract call its pages are read by: who may not make it may not export the list either. */
  call: CallName;
  /** The search and filters it takes: its list call's own (their cursor and limit are the export's). */
  query: z.ZodType<Query>;
  /** Names the items refer to by id (a purchase order's supplier), read once per export. */
  names?: (api: WarehouseApi) => Promise<Names>;
  /** A page of the list, through its contract call. */
  read: (api: WarehouseApi, query: Query, page: PageQuery, context: ExportContext) => Promise<Page<T>>;
  columns: readonly ExportColumn<T, Names>[];
}

/** An exportable list, as an export runs it. */
export interface ExportList {
  label: string;
  file: string;
  call: CallName;
  /** Checks a request's query string: the list call's search and filters, and nothing else. */
  query: z.ZodType<object>;
  /** Each column's kind, in order (an .xlsx formats its cells by them). */
  kinds: readonly ExportCellKind[];
  /** The header row: money headed with its currency, moments with the time zone. */
  headings: (settings: ExportSettings) => string[];
  /** The rows matching `query`, a page at a time, in the list's own order. */
  rows: (api: WarehouseApi, query: object, context: ExportContext) => AsyncGenerator<ExportCell[][]>;
}

/** What an export does not take from the list's query: it reads every page itself. */
function withoutPaging<Query extends object>(query: Query): Query {
  const { cursor: _cursor, limit: _limit, ...rest } = query as Query & PageQuery;
  return rest as Query;
}

function defineExport<Query extends object, T, Names = undefined>(
  definition: ExportDefinition<Query, T, Names>,
): ExportList {
  const { columns } = definition;
  return {
    label: definition.label,
    file: definition.file,
    call: definition.call,
    query: definition.query,
    kinds: columns.map((column) => column.kind),
    headings: (settings) => columns.map((column) => columnHeading(column.header, column.kind, settings)),
    async *rows(api, query, context) {
      const names = (await definition.names?.(api)) as Names;
      const filters = withoutPaging(query as Query);
      for await (const items of pagesOf((page) => definition.read(api, filters, page, context)))
        yield items.map((item) =>
          columns.map((column) => exportCell(column.kind, column.value(item, names), context)),
        );
    },
  };
}

/** A list call's query (each one exported has one). */
function queryOf<Query>(schema: z.ZodType<Query> | undefined): z.ZodType<Query> {
  if (!schema) throw new Error('An exported list is read by a call that takes a query');
  return schema;
}

/** Sales Management's columns, for the sales and for the report's. */
const saleColumns: ExportColumn<Sale, undefined>[] = [
  { header: 'Order ID', kind: 'text', value: (sale) => sale.id },
  { header: 'Customer', kind: 'text', value: (sale) => sale.customer },
  { header: 'Amount', kind: 'money', value: (sale) => sale.amount },
  { header: 'Items', kind: 'number', value: (sale) => sale.items },
  { header: 'Payment', kind: 'text', value: (sale) => PAYMENT_METHOD_LABELS[sale.paymentMethod] },
  { header: 'Status', kind: 'text', value: (sale) => SALE_STATUS_LABELS[sale.status] },
  { header: 'Date', kind: 'day', value: (sale) => sale.date },
];

const noFilters = z.strictObject({});

export const EXPORT_LISTS = {
  inventory: defineExport({
    label: 'Inventory',
    file: 'inventory',
    call: 'listProducts',
    query: queryOf(CALLS.listProducts.input),
    read: (api, query, page) => api.listProducts({ ...query, ...page }),
    columns: [
      { header: 'Product', kind: 'text', value: (product) => product.name },
      { header: 'SKU', kind: 'text', value: (product) => product.sku },
      { header: 'Category', kind: 'text', value: (product) => product.category },
      { header: 'Price', kind: 'money', value: (product) => product.price },
      { header: 'Stock', kind: 'number', value: (product) => product.stock },
      { header: 'On Order', kind: 'number', value: (product) => product.onOrder },
      { header: 'Low Stock Threshold', kind: 'number', value: (product) => product.lowStockThreshold },
      { header: 'Status', kind: 'text', value: (product) => product.status },
      {
        header: 'Variants',
        kind: 'text',
        value: (product) => product.variants.map((variant) => variant.name).join(', '),
      },
    ],
  }),
  sales: defineExport({
    label: 'Sales',
    file: 'sales',
    call: 'listSales',
    query: queryOf(CALLS.listSales.input),
    read: (api, query, page) => api.listSales({ ...query, ...page }),
    columns: saleColumns,
  }),
  /**
   * Analytics' "Export Report": the sales of the period its figures are about (the 30 days ending
   * today), cancelled ones too, with their status. Its rows not cancelled or voided are the
   * report's orders, and their amounts add up to its revenue before the returns made in the period
   * (revenue is net of them, ADR 011): an accountant checks the figures against the sales.
   */
  salesReport: defineExport({
    label: 'Sales Report',
    file: 'sales-report',
    call: 'listSales',
    query: noFilters,
    read: (api, _query, page, { today }) => {
      const { from, to } = figureMonths(today).current;
      return api.listSales({ from, to, ...page });
    },
    columns: saleColumns,
  }),
  returns: defineExport({
    label: 'Returns',
    file: 'returns',
    call: 'listReturns',
    query: queryOf(CALLS.listReturns.input),
    read: (api, query, page) => api.listReturns({ ...query, ...page }),
    columns: [
      { header: 'Return', kind: 'text', value: (item) => item.id },
      { header: 'Order ID', kind: 'text', value: (item) => item.saleId },
      { header: 'Customer', kind: 'text', value: (item) => item.customer },
      { header: 'When', kind: 'moment', value: (item) => item.at },
      { header: 'By', kind: 'text', value: (item) => item.by },
      { header: 'Reason', kind: 'text', value: (item) => RETURN_REASON_LABELS[item.reason] },
      {
        header: 'Items',
        kind: 'number',
        value: (item) => item.lines.reduce((sum, line) => sum + line.quantity, 0),
      },
      { header: 'Refund', kind: 'money', value: (item) => item.refund },
      {
        header: 'Refunded To',
        kind: 'text',
        value: (item) => item.refunds.map((refund) => refundLabel(item, refund.method)).join(', '),
      },
    ],
  }),
  invoices: defineExport({
    label: 'Invoices',
    file: 'invoices',
    call: 'listInvoices',
    query: queryOf(CALLS.listInvoices.input),
    read: (api, query, page) => api.listInvoices({ ...query, ...page }),
    columns: [
      { header: 'Invoice', kind: 'text', value: (invoice) => invoice.number },
      { header: 'Order ID', kind: 'text', value: (invoice) => invoice.saleId },
      { header: 'Customer', kind: 'text', value: (invoice) => invoice.customerName },
      { header: 'Issued', kind: 'day', value: (invoice) => invoice.issueDate },
      { header: 'Due', kind: 'day', value: (invoice) => invoice.dueDate },
      { header: 'Status', kind: 'text', value: (invoice) => INVOICE_STATUS_LABELS[invoice.status] },
      { header: 'Total', kind: 'money', value: (invoice) => invoice.total },
      { header: 'Balance', kind: 'money', value: (invoice) => invoice.balance },
    ],
  }),
  customers: defineExport({
    label: 'Customers',
    file: 'customers',
    call: 'listCustomers',
    query: queryOf(CALLS.listCustomers.input),
    read: (api, query, page) => api.listCustomers({ ...query, ...page }),
    columns: [
      { header: 'Name', kind: 'text', value: (customer) => customer.name },
      { header: 'Email', kind: 'text', value: (customer) => customer.email },
      { header: 'Phone', kind: 'text', value: (customer) => customer.phone },
      { header: 'Address', kind: 'text', value: (customer) => customer.address },
      { header: 'Total Orders', kind: 'number', value: (customer) => customer.totalOrders },
      { header: 'Total Spent', kind: 'money', value: (customer) => customer.totalSpent },
      { header: 'First Order', kind: 'day', value: (customer) => customer.firstOrder },
      { header: 'Last Order', kind: 'day', value: (customer) => customer.lastOrder },
    ],
  }),
  deliveries: defineExport({
    label: 'Deliveries',
    file: 'deliveries',
    call: 'listDeliveries',
    query: queryOf(CALLS.listDeliveries.input),
    read: (api, query, page) => api.listDeliveries({ ...query, ...page }),
    columns: [
      { header: 'Delivery', kind: 'text', value: (delivery) => delivery.id },
      { header: 'Order ID', kind: 'text', value: (delivery) => delivery.orderId },
      { header: 'Customer', kind: 'text', value: (delivery) => delivery.customer.name },
      { header: 'Phone', kind: 'text', value: (delivery) => delivery.customer.phone },
      { header: 'Address', kind: 'text', value: (delivery) => delivery.customer.address },
      { header: 'Rider', kind: 'text', value: (delivery) => delivery.rider?.name },
      { header: 'Items', kind: 'number', value: (delivery) => delivery.items },
      { header: 'Amount', kind: 'money', value: (delivery) => delivery.totalAmount },
      { header: 'Status', kind: 'text', value: (delivery) => DELIVERY_STATUS_LABELS[delivery.status] },
      { header: 'Priority', kind: 'text', value: (delivery) => DELIVERY_PRIORITY_LABELS[delivery.priority] },
      { header: 'ETA', kind: 'text', value: (delivery) => delivery.estimatedTime },
      { header: 'Created', kind: 'moment', value: (delivery) => delivery.createdAt },
      { header: 'Picked Up', kind: 'moment', value: (delivery) => delivery.pickupTime },
    ],
  }),
  purchaseOrders: defineExport({
    label: 'Purchase Orders',
    file: 'purchase-orders',
    call: 'listPurchaseOrders',
    query: queryOf(CALLS.listPurchaseOrders.input),
    names: async (api) =>
      new Map((await api.listSuppliers()).map((supplier) => [supplier.id, supplier.name])),
    read: (api, query, page) => api.listPurchaseOrders({ ...query, ...page }),
    columns: [
      { header: 'PO Number', kind: 'text', value: (order) => order.id },
      { header: 'Supplier', kind: 'text', value: (order, suppliers) => suppliers.get(order.supplierId) },
      { header: 'Status', kind: 'text', value: (order) => PURCHASE_ORDER_STATUS_LABELS[order.status] },
      { header: 'Priority', kind: 'text', value: (order) => PRIORITY_LABELS[order.priority] },
      {
        header: 'Ordered',
        kind: 'number',
        value: (order) => order.lines.reduce((sum, line) => sum + line.quantity, 0),
      },
      {
        header: 'Received',
        kind: 'number',
        value: (order) => order.lines.reduce((sum, line) => sum + line.received, 0),
      },
      { header: 'Order Date', kind: 'day', value: (order) => order.orderDate },
      { header: 'Expected', kind: 'day', value: (order) => order.expectedDelivery },
      { header: 'Total', kind: 'money', value: (order) => order.total },
      { header: 'Notes', kind: 'text', value: (order) => order.notes },
      { header: 'Cancel Reason', kind: 'text', value: (order) => order.cancelReason },
    ],
  }),
  /** A product's stock history (its History dialog's list), newest first. */
  stockMovements: defineExport({
    label: 'Stock Movements',
    file: 'stock-movements',
    call: 'listProductMovements',
    query: z.strictObject({ productId: id }),
    read: (api, { productId }, page) => api.listProductMovements(productId, page),
    columns: [
      { header: 'When', kind: 'moment', value: (movement) => movement.at },
      { header: 'Movement', kind: 'text', value: (movement) => MOVEMENT_KIND_LABELS[movement.kind] },
      { header: 'Item', kind: 'text', value: (movement) => movement.item },
      { header: 'Bin', kind: 'text', value: (movement) => movement.bin },
      { header: 'Quantity', kind: 'number', value: (movement) => movement.quantity },
      { header: 'Balance', kind: 'number', value: (movement) => movement.balance },
      { header: 'By', kind: 'text', value: (movement) => movement.by },
      { header: 'Reason', kind: 'text', value: (movement) => movement.reason },
      { header: 'Document', kind: 'text', value: (movement) => movement.document },
    ],
  }),
  activity: defineExport({
    label: 'Activity',
    file: 'activity',
    call: 'listActivity',
    query: queryOf(CALLS.listActivity.input),
    read: (api, query, page) => api.listActivity({ ...query, ...page }),
    columns: [
      { header: 'When', kind: 'moment', value: (entry) => entry.at },
      { header: 'Action', kind: 'text', value: (entry) => activityLabel(entry) },
      { header: 'Record', kind: 'text', value: (entry) => entry.record },
      { header: 'Who', kind: 'text', value: (entry) => entry.userId },
      { header: 'Outcome', kind: 'text', value: (entry) => (entry.outcome === 'done' ? 'Done' : 'Refused') },
      { header: 'Reason', kind: 'text', value: (entry) => entry.code },
    ],
  }),
} satisfies Record<string, ExportList>;

export type ExportListName = keyof typeof EXPORT_LISTS;

export const isExportListName = (name: string): name is ExportListName => Object.hasOwn(EXPORT_LISTS, name);

/** The file's name: the list's and the day it was made, "sales-2026-11-27.csv". */
export const exportFileName = (list: ExportListName, format: ExportFormat, today: string): string =>
  `${EXPORT_LISTS[list].file}-${today}.${format}`;
