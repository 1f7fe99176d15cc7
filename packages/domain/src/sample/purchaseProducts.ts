import type { PurchaseProduct } from '../purchasing/purchase';

/** Purchase-order products; several are below 10 units (red stock badge). */
export const samplePurchaseProducts: PurchaseProduct[] = [
  { id: 'PP-001', name: 'Wireless Bluetooth Headphones', sku: 'WBH-001', currentStock: 45, price: 5200 },
  { id: 'PP-002', name: 'USB-C Charging Cable', sku: 'USB-002', currentStock: 8, price: 650 },
  { id: 'PP-003', name: 'Smart Watch Series 5', sku: 'SWS-003', currentStock: 0, price: 17500 },
  { id: 'PP-004', name: 'Portable Power Bank 20000mAh', sku: 'PPB-004', currentStock: 62, price: 2400 },
  { id: 'PP-005', name: 'Cotton Crew T-Shirt', sku: 'CCT-005', currentStock: 120, price: 875 },
  { id: 'PP-006', name: 'Waterproof Rain Jacket', sku: 'WRJ-007', currentStock: 9, price: 4800 },
  { id: 'PP-007', name: 'Organic Arabica Coffee Beans 1kg', sku: 'OCB-008', currentStock: 38, price: 1420 },
  { id: 'PP-008', name: 'Illustrated World Atlas', sku: 'BK-012', currentStock: 3, price: 2150 },
  { id: 'PP-009', name: 'LED Desk Lamp', sku: 'LDL-014', currentStock: 10, price: 1699 },
  { id: 'PP-010', name: 'Ceramic Plant Pot Set', sku: 'CPP-015', currentStock: 0, price: 1325 },
  { id: 'PP-011', name: 'Adjustable Dumbbell Pair', sku: 'ADP-018', currentStock: 4, price: 11800 },
  { id: 'PP-012', name: 'Insulated Water Bottle', sku: 'IWB-020', currentStock: 75, price: 1100 },
];
