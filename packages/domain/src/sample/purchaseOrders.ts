import type { CatalogueProduct } from '../catalogue/catalogue';
import { itemName } from '../catalogue/catalogue';
import { createCatalogueIndex } from '../catalogue/catalogueIndex';
import { addDays } from '../format/format';
import type { Priority, PurchaseOrder, PurchaseOrderDetail } from '../purchasing/purchase';
import { sampleCategoryRecords } from './business';
import { sampleSuppliers } from './people';

const cable = { id: 'P002-1M', productName: 'USB-C Charging Cable (1 m)', sku: 'USB-002-1M', unitPrice: 650 };
const cookware = { id: 'P013', productName: 'Stainless Steel Cookware Set', sku: 'SSC-013', unitPrice: 9000 };
const tshirt = {
  id: 'P005-M',
  productName: 'Cotton Crew T-Shirt (Medium)',
  sku: 'CCT-005-M',
  unitPrice: 875,
};
const line = (item: typeof cable, quantity: number, received: number) => ({
  ...item,
  quantity,
  received,
  total: quantity * item.unitPrice,
});
const header = {
  orderDate: '2024-01-08',
  notes: '',
  priority: 'medium' as const,
  cancelReason: '',
};

/** Purchase orders in every state, for the screens' stories (newest first; "today" 2024-01-15). */
export const samplePurchaseOrders: PurchaseOrder[] = [
  {
    ...header,
    id: 'PO-006',
    supplierId: 'SUP-002',
    orderDate: '2024-01-15',
    expectedDelivery: '',
    status: 'draft',
    lines: [line(tshirt, 40, 0)],
    total: 35_000,
  },
  {
    ...header,
    id: 'PO-005',
    supplierId: 'SUP-001',
    expectedDelivery: '2024-01-20',
    priority: 'high',
    status: 'ordered',
    lines: [line(cable, 50, 0), line(cookware, 10, 0)],
    total: 122_500,
  },
  {
    ...header,
    id: 'PO-004',
    supplierId: 'SUP-001',
    expectedDelivery: '2024-01-12',
    notes: 'Deliver to dock 3',
    status: 'partially_received',
    lines: [line(cable, 50, 20), line(cookware, 10, 10)],
    total: 122_500,
  },
  {
    ...header,
    id: 'PO-003',
    supplierId: 'SUP-002',
    expectedDelivery: '2024-01-05',
    status: 'ordered',
    lines: [line(tshirt, 30, 0)],
    total: 26_250,
  },
  {
    ...header,
    id: 'PO-002',
    supplierId: 'SUP-001',
    orderDate: '2024-01-02',
    expectedDelivery: '2024-01-09',
    status: 'received',
    lines: [line(cookware, 5, 5)],
    total: 45_000,
  },
  {
    ...header,
    id: 'PO-001',
    supplierId: 'SUP-002',
    orderDate: '2024-01-02',
    expectedDelivery: '2024-01-16',
    status: 'cancelled',
    cancelReason: 'Ordered twice',
    lines: [line(tshirt, 30, 0)],
    total: 26_250,
  },
];

/** PO-004 with its first delivery: what went where. */
export const samplePurchaseOrderDetail: PurchaseOrderDetail = {
  order: samplePurchaseOrders[2] as PurchaseOrder,
  receipts: [
    {
      id: 'RCV-0001',
      at: '2024-01-12T10:24:00',
      by: 'clerk@warehouse.example',
      lines: [
        { itemId: 'P002-1M', productName: cable.productName, sku: cable.sku, quantity: 20, binId: 'A-1-1' },
        {
          itemId: 'P013',
          productName: cookware.productName,
          sku: cookware.sku,
          quantity: 10,
          binId: 'D-3-2',
        },
      ],
    },
  ],
  usualBins: {
    'P002-1M': { id: 'A-1-1', label: 'A-1-1 · Main Warehouse' },
    P013: { id: 'D-3-2', label: 'D-3-2 · Main Warehouse' },
  },
};

/** §2.3 The Purchases badge: the sample business's purchase orders awaiting goods. */
export const SAMPLE_AWAITED_PURCHASE_ORDERS = 5;

type AwaitedOrder = [
  supplierId: string,
  orderedDaysAgo: number,
  priority: Priority,
  notes: string,
  lines: [sku: string, quantity: number][],
];

/**
 * What the business has ordered and is waiting for, oldest first: restocks of what sells, from
 * each of the sample suppliers, none of it on the Low Stock list. Each is expected after the
 * supplier's lead time, and none is late yet (a late order would be a notification).
 */
const awaitedOrders: AwaitedOrder[] = [
  [
    'SUP-002',
    6,
    'medium',
    '',
    [
      ['CCT-005-M', 40],
      ['CCT-005-L', 30],
    ],
  ],
  ['SUP-004', 4, 'low', 'Deliver to dock 3', [['GH-016', 15]]],
  [
    'SUP-001',
    3,
    'high',
    '',
    [
      ['WM-022', 20],
      ['WC-025', 10],
    ],
  ],
  ['SUP-003', 1, 'medium', '', [['OCB-008', 24]]],
  [
    'SUP-001',
    0,
    'medium',
    '',
    [
      ['LS-024', 15],
      ['PPB-004', 25],
    ],
  ],
];

/**
 * The sample business's purchase orders on `today` (YYYY-MM-DD), newest first: the five placed
 * with the sample suppliers and awaiting goods, each line at the product's cost.
 */
export function sampleAwaitedPurchaseOrders(
  today: string,
  catalogue: readonly CatalogueProduct[],
): PurchaseOrder[] {
  const index = createCatalogueIndex(sampleCategoryRecords, catalogue);
  const orders = awaitedOrders.map(
    ([supplierId, orderedDaysAgo, priority, notes, wanted], k): PurchaseOrder => {
      const supplier = sampleSuppliers.find((s) => s.id === supplierId);
      if (!supplier) throw new RangeError(`No sample supplier ${supplierId}`);
      const orderDate = addDays(today, -orderedDaysAgo);
      const lines = wanted.map(([sku, quantity]) => {
        const item = index.bySku(sku);
        if (!item) throw new RangeError(`No sample product has SKU ${sku}`);
        const unitPrice = item.product.cost;
        return {
          id: item.id,
          productName: itemName(item),
          sku,
          quantity,
          unitPrice,
          total: quantity * unitPrice,
          received: 0,
        };
      });
      return {
        id: `PO-${String(k + 1).padStart(3, '0')}`,
        supplierId,
        orderDate,
        expectedDelivery: addDays(orderDate, supplier.leadTimeDays),
        notes,
        priority,
        status: 'ordered',
        cancelReason: '',
        lines,
        total: lines.reduce((sum, line) => sum + line.total, 0),
      };
    },
  );
  return orders.reverse();
}
