import type { PosProduct } from '../pos/pos';

export const samplePosProducts: PosProduct[] = [
  { id: 'POS-01', name: 'Wireless Bluetooth Headphones', price: 7999, category: 'Electronics', stock: 45 },
  { id: 'POS-02', name: 'USB-C Charging Cable', price: 1299, category: 'Electronics', stock: 8 },
  { id: 'POS-03', name: 'Portable Power Bank', price: 3950, category: 'Electronics', stock: 62 },
  { id: 'POS-04', name: 'Cotton Crew T-Shirt', price: 1999, category: 'Clothing', stock: 120 },
  { id: 'POS-05', name: 'Slim Fit Denim Jeans', price: 5495, category: 'Clothing', stock: 12 },
  { id: 'POS-06', name: 'Organic Coffee Beans 1kg', price: 2475, category: 'Food & Beverages', stock: 38 },
  { id: 'POS-07', name: 'Sparkling Water 12-Pack', price: 949, category: 'Food & Beverages', stock: 18 },
  { id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, category: 'Food & Beverages', stock: 240 },
  { id: 'POS-09', name: 'The Pragmatic Programmer', price: 4200, category: 'Books', stock: 14 },
  { id: 'POS-10', name: 'LED Desk Lamp', price: 2999, category: 'Home & Garden', stock: 9 },
  { id: 'POS-11', name: 'Yoga Mat Premium', price: 4500, category: 'Sports', stock: 27 },
  { id: 'POS-12', name: 'Insulated Water Bottle', price: 2200, category: 'Sports', stock: 75 },
];
