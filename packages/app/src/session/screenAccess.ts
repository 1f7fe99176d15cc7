import { mayCall, type Role } from '@warehouse/domain/accounts';
import type { WarehouseApi } from '@warehouse/domain/contract';
import { useCallback } from 'react';
import { useSession } from './SessionProvider';

/**
 * The contract call each page needs to open: a role the permission table refuses it
 * neither sees the page in the menu nor opens it by its address. Pages not named (Help, Profile)
 * open to everyone.
 */
const PAGE_CALLS: Readonly<Record<string, keyof WarehouseApi>> = {
  '/': 'getDashboard',
  '/search': 'listProducts',
  '/notifications': 'listNotifications',
  '/inventory': 'listProducts',
  '/inventory/add': 'createProduct',
  '/inventory/categories': 'listCategories',
  '/inventory/low-stock': 'listLowStock',
  '/inventory/locations': 'listLocations',
  '/inventory/shelving': 'listShelves',
  '/inventory/scan': 'adjustStock',
  '/purchases': 'listPurchaseOrders',
  '/purchases/new': 'createPurchaseOrder',
  '/purchases/:id': 'getPurchaseOrder',
  '/purchases/:id/edit': 'updatePurchaseOrder',
  '/suppliers': 'listSuppliers',
  '/suppliers/:id': 'listSuppliers',
  '/sales': 'listSales',
  '/invoices': 'listSales',
  '/returns': 'listReturns',
  '/payments': 'listPayments',
  '/orders': 'listSales',
  '/orders/create': 'recordSale',
  '/pos': 'recordSale',
  '/pos/drawer': 'getMyDrawer',
  '/shipments': 'listDeliveries',
  '/operations/returns': 'listReturns',
  '/delivery': 'listDeliveries',
  '/riders': 'listRiders',
  '/schedule': 'listRiders',
  '/customers': 'listCustomers',
  '/analytics': 'getAnalytics',
  '/reports': 'getAnalytics',
  '/performance': 'getAnalytics',
  '/tools/import': 'saveSettings',
  '/tools/export': 'saveSettings',
  '/tools/backup': 'saveSettings',
  '/settings': 'getSettings',
  '/users': 'getAccount',
  '/staff': 'listStaff',
  '/activity': 'listActivity',
};

/** The page a path opens: its own entry, else the entry with `:id` in place of a record's id. */
function pageCall(path: string): keyof WarehouseApi | undefined {
  const own = PAGE_CALLS[path];
  if (own) return own;
  const [, area, id, ...rest] = path.split('/');
  return id ? PAGE_CALLS[['', area, ':id', ...rest].join('/')] : undefined;
}

/** Whether the role may open the page at this path. */
export function mayOpen(role: Role, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const call = pageCall(trimmed);
  return call === undefined || mayCall(role, call);
}

/** Whether the signed-in role may make a call: what a screen shows of its actions. */
export function useMayCall(): (call: keyof WarehouseApi) => boolean {
  const role = useSession().user?.role ?? 'owner';
  return useCallback((call: keyof WarehouseApi) => mayCall(role, call), [role]);
}
