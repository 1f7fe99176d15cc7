// The sample business as one model: its categories, locations and bins, one catalogue,
// and the stock it opened with, recorded as opening movements. Every figure the app shows is
// computed from these. The spec's product figures (stock, thresholds, statuses) come out as in
// the Inventory fixture; where the spec's lists disagreed (the POS and shelves had other stock),
// the ledger's truth wins.
import type { Bin, CatalogueProduct, Category, Location } from '../catalogue/catalogue';
import { createCatalogueIndex } from '../catalogue/catalogueIndex';
import type { Cents } from '../format/money';
import type { StockChange, StockLine } from '../stock/ledger';

/** §2.5 Categories: the six names, as records. */
export const sampleCategoryRecords: Category[] = [
  { id: 'electronics', name: 'Electronics' },
  { id: 'clothing', name: 'Clothing' },
  { id: 'food', name: 'Food & Beverages' },
  { id: 'books', name: 'Books' },
  { id: 'home', name: 'Home & Garden' },
  { id: 'sports', name: 'Sports' },
];

/** §2.5 Locations: the three names. */
export const sampleLocationRecords: Location[] = [
  { id: 'main', name: 'Main Warehouse' },
  { id: 'downtown', name: 'Downtown Store' },
  { id: 'airport', name: 'Airport Branch' },
];

/** Where the POS sells from in the sample business. */
export const SAMPLE_POS_LOCATION = 'downtown';

const shelf = (id: string, zone: string, capacity: number): Bin => {
  const [aisle = '', shelfNumber = '', position = ''] = id.split('-');
  return {
    id,
    locationId: 'main',
    label: id,
    shelf: { aisle, shelf: shelfNumber, position, zone, capacity },
  };
};

/** The warehouse's shelves (every fill tone and an empty one) and each store's sales floor. */
export const sampleBins: Bin[] = [
  shelf('A-1-1', 'Electronics', 100),
  shelf('A-1-2', 'Electronics', 80),
  shelf('A-2-1', 'Electronics', 60),
  shelf('B-1-1', 'Clothing', 200),
  shelf('B-2-3', 'Clothing', 150),
  shelf('C-1-1', 'Food & Beverages', 120),
  shelf('D-3-2', 'Home & Garden', 90),
  shelf('E-1-4', 'Sports', 75),
  { id: 'DT-FLOOR', locationId: 'downtown', label: 'Sales floor' },
  { id: 'AP-FLOOR', locationId: 'airport', label: 'Sales floor' },
];

type Row = [
  id: string,
  name: string,
  categoryId: string,
  sku: string,
  price: Cents,
  cost: Cents,
  lowStockThreshold: number,
  supplierId: string,
  variants?: [suffix: string, name: string][],
];

// Prices and costs in cents; each variant sells at its product's price.
const rows: Row[] = [
  [
    'P001',
    'Wireless Bluetooth Headphones',
    'electronics',
    'WBH-001',
    7999,
    5200,
    10,
    'SUP-001',
    [
      ['BLK', 'Black'],
      ['WHT', 'White'],
    ],
  ],
  [
    'P002',
    'USB-C Charging Cable',
    'electronics',
    'USB-002',
    1299,
    650,
    15,
    'SUP-001',
    [
      ['1M', '1 m'],
      ['2M', '2 m'],
    ],
  ],
  ['P003', 'Smart Watch Series 5', 'electronics', 'SWS-003', 24900, 17500, 5, 'SUP-001'],
  ['P004', 'Portable Power Bank 20000mAh', 'electronics', 'PPB-004', 3950, 2400, 10, 'SUP-001'],
  [
    'P005',
    'Cotton Crew T-Shirt',
    'clothing',
    'CCT-005',
    1999,
    875,
    25,
    'SUP-002',
    [
      ['S', 'Small'],
      ['M', 'Medium'],
      ['L', 'Large'],
      ['XL', 'X-Large'],
    ],
  ],
  [
    'P006',
    'Slim Fit Denim Jeans',
    'clothing',
    'SFJ-006',
    5495,
    2600,
    12,
    'SUP-002',
    [
      ['30', 'Waist 30'],
      ['32', 'Waist 32'],
    ],
  ],
  ['P007', 'Waterproof Rain Jacket', 'clothing', 'WRJ-007', 8900, 4800, 8, 'SUP-002'],
  ['P008', 'Organic Arabica Coffee Beans 1kg', 'food', 'OCB-008', 2475, 1420, 20, 'SUP-003'],
  ['P009', 'Sparkling Mineral Water 12-Pack', 'food', 'SMW-009', 949, 480, 20, 'SUP-003'],
  ['P010', 'Dark Chocolate Bar 70%', 'food', 'DCB-010', 325, 140, 50, 'SUP-003'],
  [
    'P011',
    'The Pragmatic Programmer',
    'books',
    'BK-011',
    4200,
    2500,
    5,
    'SUP-004',
    [
      ['HC', 'Hardcover'],
      ['PB', 'Paperback'],
    ],
  ],
  ['P012', 'Illustrated World Atlas', 'books', 'BK-012', 3599, 2150, 5, 'SUP-004'],
  ['P013', 'Stainless Steel Cookware Set', 'home', 'SSC-013', 15900, 9000, 6, 'SUP-004'],
  [
    'P014',
    'LED Desk Lamp',
    'home',
    'LDL-014',
    2999,
    1699,
    10,
    'SUP-001',
    [
      ['BLK', 'Matte Black'],
      ['SLV', 'Silver'],
    ],
  ],
  ['P015', 'Ceramic Plant Pot Set', 'home', 'CPP-015', 2750, 1325, 10, 'SUP-004'],
  ['P016', 'Garden Hose 50ft', 'home', 'GH-016', 3499, 1800, 10, 'SUP-004'],
  [
    'P017',
    'Yoga Mat Premium',
    'sports',
    'YMP-017',
    4500,
    2100,
    10,
    'SUP-002',
    [
      ['PUR', 'Purple'],
      ['GRN', 'Green'],
    ],
  ],
  ['P018', 'Adjustable Dumbbell Pair', 'sports', 'ADP-018', 18999, 11800, 5, 'SUP-002'],
  [
    'P019',
    'Running Shoes Pro',
    'sports',
    'RSP-019',
    11995,
    6000,
    15,
    'SUP-002',
    [
      ['9', 'US 9'],
      ['10', 'US 10'],
      ['11', 'US 11'],
    ],
  ],
  ['P020', 'Insulated Water Bottle', 'sports', 'IWB-020', 2200, 1100, 20, 'SUP-002'],
  ['P021', 'HDMI Cable 2m', 'electronics', 'HDM-021', 1499, 600, 5, 'SUP-001'],
  ['P022', 'Wireless Mouse', 'electronics', 'WM-022', 2499, 1200, 8, 'SUP-001'],
  ['P023', 'Mechanical Keyboard', 'electronics', 'MK-023', 8999, 5000, 12, 'SUP-001'],
  ['P024', 'Laptop Stand', 'electronics', 'LS-024', 3999, 1900, 8, 'SUP-001'],
  ['P025', 'Webcam HD', 'electronics', 'WC-025', 5999, 3300, 8, 'SUP-001'],
  ['P026', 'Wool Beanie', 'clothing', 'WB-026', 1899, 700, 10, 'SUP-002'],
  ['P027', 'Leather Belt', 'clothing', 'LB-027', 2999, 1300, 1, 'SUP-002'],
  ['P028', 'Green Tea Bags 100ct', 'food', 'GTB-028', 899, 400, 10, 'SUP-003'],
];

export const sampleCatalogue: CatalogueProduct[] = rows.map(
  ([id, name, categoryId, sku, price, cost, lowStockThreshold, preferredSupplierId, variants = []]) => ({
    id,
    name,
    description: '',
    categoryId,
    sku,
    price,
    cost,
    lowStockThreshold,
    reorderQuantity: lowStockThreshold * 2,
    preferredSupplierId,
    archived: false,
    variants: variants.map(([suffix, variantName]) => ({
      id: `${id}-${suffix}`,
      name: variantName,
      sku: `${sku}-${suffix}`,
      price,
    })),
  }),
);

/**
 * What each SKU held when the books opened, by bin. Totals per product are the spec's Inventory
 * figures (the headphones' 45, the cable's 8, the three out of stock); the shelves keep every
 * fill tone; the Downtown Store holds what the POS sells, among it the last 2 leather belts.
 */
const openingLines: [sku: string, binId: string, quantity: number][] = [
  ['WBH-001-BLK', 'A-1-1', 15],
  ['WBH-001-BLK', 'DT-FLOOR', 10],
  ['WBH-001-WHT', 'A-1-1', 12],
  ['WBH-001-WHT', 'DT-FLOOR', 8],
  ['USB-002-1M', 'DT-FLOOR', 5],
  ['USB-002-2M', 'DT-FLOOR', 3],
  ['PPB-004', 'A-1-1', 50],
  ['PPB-004', 'DT-FLOOR', 12],
  ['HDM-021', 'A-1-1', 3],
  ['WM-022', 'A-1-2', 18],
  ['WM-022', 'DT-FLOOR', 6],
  ['MK-023', 'A-1-2', 12],
  ['LS-024', 'A-2-1', 35],
  ['WC-025', 'A-2-1', 25],
  ['CCT-005-S', 'B-1-1', 25],
  ['CCT-005-S', 'DT-FLOOR', 5],
  ['CCT-005-M', 'B-1-1', 40],
  ['CCT-005-M', 'DT-FLOOR', 5],
  ['CCT-005-L', 'B-1-1', 30],
  ['CCT-005-L', 'DT-FLOOR', 5],
  ['CCT-005-XL', 'B-1-1', 8],
  ['CCT-005-XL', 'DT-FLOOR', 2],
  ['SFJ-006-30', 'B-1-1', 5],
  ['SFJ-006-30', 'DT-FLOOR', 1],
  ['SFJ-006-32', 'B-1-1', 5],
  ['SFJ-006-32', 'DT-FLOOR', 1],
  ['WB-026', 'B-2-3', 20],
  ['LB-027', 'DT-FLOOR', 2],
  ['OCB-008', 'C-1-1', 30],
  ['OCB-008', 'DT-FLOOR', 8],
  ['SMW-009', 'C-1-1', 12],
  ['SMW-009', 'DT-FLOOR', 6],
  ['DCB-010', 'C-1-1', 60],
  ['DCB-010', 'DT-FLOOR', 120],
  ['DCB-010', 'AP-FLOOR', 60],
  ['BK-011-HC', 'DT-FLOOR', 4],
  ['BK-011-PB', 'DT-FLOOR', 10],
  ['BK-012', 'DT-FLOOR', 3],
  ['SSC-013', 'D-3-2', 18],
  ['SSC-013', 'DT-FLOOR', 4],
  ['GH-016', 'D-3-2', 31],
  ['LDL-014-BLK', 'DT-FLOOR', 5],
  ['LDL-014-SLV', 'DT-FLOOR', 4],
  ['YMP-017-PUR', 'DT-FLOOR', 15],
  ['YMP-017-GRN', 'DT-FLOOR', 12],
  ['ADP-018', 'DT-FLOOR', 4],
  ['RSP-019-9', 'DT-FLOOR', 20],
  ['RSP-019-10', 'DT-FLOOR', 22],
  ['RSP-019-11', 'DT-FLOOR', 14],
  ['IWB-020', 'DT-FLOOR', 45],
  ['IWB-020', 'AP-FLOOR', 30],
];

/** The stock item a sample SKU code belongs to (the table above is written by SKU, as staff read it). */
const sampleIndex = createCatalogueIndex(sampleCategoryRecords, sampleCatalogue);
function itemIdOfSku(sku: string): string {
  const item = sampleIndex.bySku(sku);
  if (!item) throw new RangeError(`No sample product has SKU ${sku}`);
  return item.id;
}

/** The sample's opening count: the stock the books opened with, the morning of `day` (YYYY-MM-DD). */
export function sampleOpeningStock(day: string): StockChange {
  return {
    kind: 'opening',
    at: `${day}T08:00:00`,
    by: 'admin',
    document: { kind: 'opening', id: `OPEN-${day.slice(0, 4)}` },
    lines: openingLines.map(
      ([sku, binId, quantity]): StockLine => ({ itemId: itemIdOfSku(sku), binId, quantity }),
    ),
  };
}
