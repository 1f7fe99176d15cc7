import type {
  AppNotification,
  CategorySummary,
  Dashboard,
  Kpi,
  LocationSummary,
  LowStockItem,
} from '../overview/overview';

/** §2.5 Dashboard: four summary cards, recent orders (incl. processing) and the low stock alert. */
export const sampleDashboard: Dashboard = {
  stats: [
    { title: 'Total Revenue', value: '$45,231.89', change: '+20.1% from last month', changeType: 'positive' },
    { title: 'Orders', value: '1,250', change: '+13.6% from last month', changeType: 'positive' },
    { title: 'Products in Stock', value: '2,350', change: '+4.3% from last month', changeType: 'positive' },
    { title: 'Low Stock Items', value: '12', change: '-2 from last week', changeType: 'negative' },
  ],
  recentOrders: [
    { id: 'ORD-1001', customer: 'John Smith', amount: 25997, status: 'completed' },
    { id: 'ORD-1002', customer: 'Sarah Johnson', amount: 8950, status: 'pending' },
    { id: 'ORD-1003', customer: 'Michael Brown', amount: 124900, status: 'processing' },
    { id: 'ORD-1004', customer: 'Emily Davis', amount: 4599, status: 'completed' },
  ],
  lowStock: [
    { productId: 'P002', name: 'USB-C Charging Cable', stock: 8, threshold: 15 },
    { productId: 'P012', name: 'Illustrated World Atlas', stock: 3, threshold: 5 },
    { productId: 'P018', name: 'Adjustable Dumbbell Pair', stock: 4, threshold: 5 },
  ],
  latePurchaseOrders: 0,
};

/** §2.5 Analytics KPI cards, each "from last month". */
export const sampleKpis: Kpi[] = [
  { id: 'revenue', title: 'Total Revenue', value: 4523189, format: 'money', change: 20.1 },
  { id: 'orders', title: 'Orders', value: 1250, format: 'count', change: 13.6 },
  { id: 'newCustomers', title: 'New Customers', value: 428, format: 'count', change: 12.6 },
  { id: 'averageOrder', title: 'Average Order', value: 15678, format: 'money', change: 10 },
];

export const KPI_CHANGE_SUFFIX = 'from last month';

/** §2.5 Notifications: three static examples (low stock, new order, rider assignment). */
export const sampleNotifications: AppNotification[] = [
  {
    id: 'N1',
    kind: 'low_stock',
    title: 'Low Stock Alert',
    message: 'USB-C Charging Cable is running low (8 left)',
    time: '5 minutes ago',
  },
  {
    id: 'N2',
    kind: 'new_order',
    title: 'New Order',
    message: 'Order ORD-1012 was placed by Matthew Jackson',
    time: '20 minutes ago',
  },
  {
    id: 'N3',
    kind: 'rider_assignment',
    title: 'Rider Assigned',
    message: 'Mike Johnson was assigned to delivery DEL-003',
    time: '1 hour ago',
  },
];

/** §2.5 Notifications badge (a fixed display value). */
export const NOTIFICATION_BADGE = 3;

/** §2.5 Categories: the six names. Counts are random per load in the app; these fixed ones are for stories/tests. */
export const CATEGORY_NAMES = [
  'Electronics',
  'Clothing',
  'Food & Beverages',
  'Books',
  'Home & Garden',
  'Sports',
] as const;

export const sampleCategories: CategorySummary[] = [
  { id: 'electronics', name: 'Electronics', productCount: 48 },
  { id: 'clothing', name: 'Clothing', productCount: 73 },
  { id: 'food', name: 'Food & Beverages', productCount: 35 },
  { id: 'books', name: 'Books', productCount: 22 },
  { id: 'home', name: 'Home & Garden', productCount: 41 },
  { id: 'sports', name: 'Sports', productCount: 19 },
];

/** §2.5 Locations: the three names, with fixed item counts for stories/tests. */
export const LOCATION_NAMES = ['Main Warehouse', 'Downtown Store', 'Airport Branch'] as const;

export const sampleLocations: LocationSummary[] = [
  { id: 'main', name: 'Main Warehouse', itemCount: 842 },
  { id: 'downtown', name: 'Downtown Store', itemCount: 317 },
  { id: 'airport', name: 'Airport Branch', itemCount: 126 },
];

/** §2.5 Low Stock: badge 12 and three static items (current vs minimum). */
export const LOW_STOCK_BADGE = 12;

export const sampleLowStock: LowStockItem[] = [
  {
    productId: 'P002',
    name: 'USB-C Charging Cable',
    current: 8,
    minimum: 15,
    category: 'Electronics',
    onOrder: 0,
  },
  {
    productId: 'P009',
    name: 'Sparkling Mineral Water 12-Pack',
    current: 18,
    minimum: 20,
    category: 'Food & Beverages',
    onOrder: 0,
  },
  {
    productId: 'P018',
    name: 'Adjustable Dumbbell Pair',
    current: 4,
    minimum: 5,
    category: 'Sports',
    onOrder: 0,
  },
];
