import type { ShelfLocation, ShelfProduct } from '../stock/shelf';

function item(id: string, name: string, sku: string, quantity: number, reserved: number): ShelfProduct {
  return { id, name, sku, quantity, reserved, available: quantity - reserved };
}

/** Every fill tone (under 50%, 50-80%, 80% and over) and a shelf with more than 3 products. */
export const sampleShelves: ShelfLocation[] = [
  {
    id: 'A-1-1',
    aisle: 'A',
    shelf: '1',
    position: '1',
    zone: 'Electronics',
    capacity: 100,
    occupied: 85,
    products: [
      item('P001', 'Wireless Bluetooth Headphones', 'WBH-001', 45, 5),
      item('P002', 'USB-C Charging Cable', 'USB-002', 20, 2),
      item('P004', 'Portable Power Bank 20000mAh', 'PPB-004', 12, 0),
      item('P003', 'Smart Watch Series 5', 'SWS-003', 5, 1),
      item('P021', 'HDMI Cable 2m', 'HDM-021', 3, 0),
    ],
  },
  {
    id: 'A-1-2',
    aisle: 'A',
    shelf: '1',
    position: '2',
    zone: 'Electronics',
    capacity: 80,
    occupied: 30,
    products: [
      item('P022', 'Wireless Mouse', 'WM-022', 18, 3),
      item('P023', 'Mechanical Keyboard', 'MK-023', 12, 0),
    ],
  },
  {
    id: 'A-2-1',
    aisle: 'A',
    shelf: '2',
    position: '1',
    zone: 'Electronics',
    capacity: 60,
    occupied: 60,
    products: [item('P024', 'Laptop Stand', 'LS-024', 35, 10), item('P025', 'Webcam HD', 'WC-025', 25, 4)],
  },
  {
    id: 'B-1-1',
    aisle: 'B',
    shelf: '1',
    position: '1',
    zone: 'Clothing',
    capacity: 200,
    occupied: 130,
    products: [
      item('P005', 'Cotton Crew T-Shirt', 'CCT-005', 90, 12),
      item('P006', 'Slim Fit Denim Jeans', 'SFJ-006', 40, 6),
    ],
  },
  {
    id: 'B-2-3',
    aisle: 'B',
    shelf: '2',
    position: '3',
    zone: 'Clothing',
    capacity: 150,
    occupied: 45,
    products: [
      item('P007', 'Waterproof Rain Jacket', 'WRJ-007', 25, 0),
      item('P026', 'Wool Beanie', 'WB-026', 20, 2),
      item('P027', 'Leather Belt', 'LB-027', 0, 0),
    ],
  },
  {
    id: 'C-1-1',
    aisle: 'C',
    shelf: '1',
    position: '1',
    zone: 'Food & Beverages',
    capacity: 120,
    occupied: 96,
    products: [
      item('P008', 'Organic Arabica Coffee Beans 1kg', 'OCB-008', 38, 8),
      item('P009', 'Sparkling Mineral Water 12-Pack', 'SMW-009', 18, 0),
      item('P010', 'Dark Chocolate Bar 70%', 'DCB-010', 40, 5),
      item('P028', 'Green Tea Bags 100ct', 'GTB-028', 0, 0),
    ],
  },
  {
    id: 'D-3-2',
    aisle: 'D',
    shelf: '3',
    position: '2',
    zone: 'Home & Garden',
    capacity: 90,
    occupied: 54,
    products: [
      item('P013', 'Stainless Steel Cookware Set', 'SSC-013', 22, 2),
      item('P016', 'Garden Hose 50ft', 'GH-016', 32, 0),
    ],
  },
  {
    id: 'E-1-4',
    aisle: 'E',
    shelf: '1',
    position: '4',
    zone: 'Sports',
    capacity: 75,
    occupied: 0,
    products: [],
  },
];
