import type { PosProduct } from '../pos/pos';

export const samplePosProducts: PosProduct[] = [
  { id: 'POS-01', name: 'Wireless Bluetooth Headphones', price: 79.99, category: 'Electronics', stock: 45 },
  { id: 'POS-02', name: 'USB-C Charging Cable', price: 12.99, category: 'Electronics', stock: 8 },
  { id: 'POS-03', name: 'Portable Power Bank', price: 39.5, category: 'Electronics', stock: 62 },
  { id: 'POS-04', name: 'Cotton Crew T-Shirt', price: 19.99, category: 'Clothing', stock: 120 },
  { id: 'POS-05', name: 'Slim Fit Denim Jeans', price: 54.95, category: 'Clothing', stock: 12 },
  { id: 'POS-06', name: 'Organic Coffee Beans 1kg', price: 24.75, category: 'Food & Beverages', stock: 38 },
  { id: 'POS-07', name: 'Sparkling Water 12-Pack', price: 9.49, category: 'Food & Beverages', stock: 18 },
  { id: 'POS-08', name: 'Dark Chocolate Bar', price: 3.25, category: 'Food & Beverages', stock: 240 },
  { id: 'POS-09', name: 'The Pragmatic Programmer', price: 42.0, category: 'Books', stock: 14 },
  { id: 'POS-10', name: 'LED Desk Lamp', price: 29.99, category: 'Home & Garden', stock: 9 },
  { id: 'POS-11', name: 'Yoga Mat Premium', price: 45.0, category: 'Sports', stock: 27 },
  { id: 'POS-12', name: 'Insulated Water Bottle', price: 22.0, category: 'Sports', stock: 75 },
];
