import type { PurchaseOrder, PurchaseOrderDetail } from '../purchasing/purchase';

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

/** Issue 17: purchase orders in every state, for the screens' stories (newest first; "today" 2024-01-15). */
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
