import { LOGOUT_PATH } from '@warehouse/screens';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootRoute } from './RootRoute';
import { RouteErrorRoute } from './RouteErrorRoute';

type RouteModule = Promise<{ default: React.ComponentType }>;

/** A route whose screen is loaded on first visit, so each page ships in its own chunk. */
const page = (path: string | undefined, load: () => RouteModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});

/** §2.4 The route table, under the root layout. */
const routes: RouteObject[] = [
  // §2.1 The Logout screen, outside the main layout.
  page(LOGOUT_PATH, () => import('./LogoutRoute')),
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RouteErrorRoute,
    children: [
      page(undefined, () => import('../routes/DashboardRoute')),
      page('search', () => import('../routes/SearchRoute')),
      page('notifications', () => import('../routes/NotificationsRoute')),
      page('inventory', () => import('../routes/InventoryRoute')),
      page('inventory/add', () => import('../routes/InventoryRoute')),
      page('inventory/categories', () => import('../routes/CategoriesRoute')),
      page('inventory/low-stock', () => import('../routes/LowStockRoute')),
      page('inventory/locations', () => import('../routes/LocationsRoute')),
      page('inventory/shelving', () => import('../routes/ShelvingRoute')),
      page('inventory/scan', () => import('../routes/ScanRoute')),
      page('purchases', () => import('../routes/PurchasesRoute')),
      page('purchases/new', () => import('../routes/NewPurchaseOrderRoute')),
      page('purchases/:id', () => import('../routes/PurchaseOrderRoute')),
      page('purchases/:id/edit', () => import('../routes/EditPurchaseOrderRoute')),
      page('suppliers', () => import('../routes/SuppliersRoute')),
      page('suppliers/:id', () => import('../routes/SupplierRoute')),
      page('sales', () => import('../routes/SalesRoute')),
      page('invoices', () => import('../routes/InvoicesRoute')),
      page('returns', () => import('../routes/ReturnsRoute')),
      page('operations/returns', () => import('../routes/ReturnsRoute')),
      page('payments', () => import('../routes/PaymentsRoute')),
      page('orders', () => import('../routes/PlaceholderRoute')),
      page('orders/create', () => import('../routes/PlaceholderRoute')),
      page('shipments', () => import('../routes/PlaceholderRoute')),
      page('schedule', () => import('../routes/PlaceholderRoute')),
      page('pos', () => import('../routes/PosRoute')),
      page('pos/drawer', () => import('../routes/DrawerRoute')),
      page('delivery', () => import('../routes/DeliveryRoute')),
      page('riders', () => import('../routes/RidersRoute')),
      page('customers', () => import('../routes/CustomersRoute')),
      page('analytics', () => import('../routes/AnalyticsRoute')),
      page('reports', () => import('../routes/PlaceholderRoute')),
      page('performance', () => import('../routes/PlaceholderRoute')),
      page('tools/import', () => import('../routes/ToolsRoute')),
      page('tools/export', () => import('../routes/ToolsRoute')),
      page('tools/backup', () => import('../routes/ToolsRoute')),
      page('settings', () => import('../routes/SettingsRoute')),
      page('users', () => import('../routes/UsersRoute')),
      page('staff', () => import('../routes/StaffRoute')),
      page('activity', () => import('../routes/ActivityRoute')),
      page('profile', () => import('../routes/ProfileRoute')),
      page('help', () => import('../routes/PlaceholderRoute')),
      page('*', () => import('../routes/NotFoundRoute')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
