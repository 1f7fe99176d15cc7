import type { WarehouseApi } from '../contract/contract';
import type { Role } from './roles';

type Call = keyof WarehouseApi;

const EVERYONE: readonly Role[] = ['owner', 'manager', 'cashier', 'stockClerk', 'dispatcher'];
const MANAGEMENT: readonly Role[] = ['owner', 'manager'];
const SELLING: readonly Role[] = ['owner', 'manager', 'cashier'];
const STOCK: readonly Role[] = ['owner', 'manager', 'stockClerk'];
const DISPATCH: readonly Role[] = ['owner', 'manager', 'dispatcher'];

/**
 * Which role may make which call of the data contract: the one source of permissions. The server
 * refuses any other call (403); the app hides what the signed-in role may not use.
 */
export const PERMISSIONS: { readonly [K in Call]: readonly Role[] } = {
  // The catalogue and its stock: everyone looks things up; only management changes products.
  listProducts: EVERYONE,
  getProduct: EVERYONE,
  listProductMovements: EVERYONE,
  listBins: EVERYONE,
  listCategories: EVERYONE,
  listLocations: EVERYONE,
  listLowStock: EVERYONE,
  createProduct: MANAGEMENT,
  updateProduct: MANAGEMENT,
  archiveProduct: MANAGEMENT,
  deleteProduct: MANAGEMENT,
  adjustStock: STOCK,
  transferStock: STOCK,
  listShelves: STOCK,
  getShelfFigures: STOCK,
  addShelf: MANAGEMENT,

  // Selling.
  listPosProducts: SELLING,
  recordSale: SELLING,
  listSales: SELLING,
  getSale: SELLING,
  listCustomers: [...SELLING, 'dispatcher'],

  // Deliveries and riders.
  listDeliveries: [...DISPATCH, 'cashier'],
  getDeliveryStats: [...DISPATCH, 'cashier'],
  createDelivery: [...DISPATCH, 'cashier'],
  assignRider: DISPATCH,
  listRiders: DISPATCH,
  getRiderStats: DISPATCH,
  listAvailableRiders: DISPATCH,
  createRider: DISPATCH,

  // Purchasing: the stock clerk sees what is coming; management orders it.
  listSuppliers: STOCK,
  createSupplier: MANAGEMENT,
  updateSupplier: MANAGEMENT,
  listLastPrices: MANAGEMENT,
  listPurchaseProducts: STOCK,
  listPurchaseOrders: STOCK,
  getPurchaseOrder: STOCK,
  createPurchaseOrder: MANAGEMENT,
  updatePurchaseOrder: MANAGEMENT,
  placePurchaseOrder: MANAGEMENT,
  cancelPurchaseOrder: MANAGEMENT,
  suggestReorder: MANAGEMENT,
  draftReorders: MANAGEMENT,
  // The stock clerk puts what arrives on the shelves.
  receivePurchaseOrder: STOCK,

  // The business's figures and settings.
  getDashboard: EVERYONE,
  listNotifications: EVERYONE,
  getMenuBadges: EVERYONE,
  getAnalytics: MANAGEMENT,
  getSettings: MANAGEMENT,
  saveSettings: ['owner'],
  getAccount: MANAGEMENT,
  // Everyone changes their own password.
  changePassword: EVERYONE,

  // Staff accounts: owners and managers, each over the roles MANAGES gives it (the store checks).
  listStaff: MANAGEMENT,
  createStaff: MANAGEMENT,
  updateStaff: MANAGEMENT,
  resetStaffPassword: MANAGEMENT,
  listActivity: MANAGEMENT,
};

/**
 * Whose staff accounts each role manages (adds, changes, deactivates, resets), and so which roles
 * it may give: owners everyone's, managers the floor staff's. Nobody manages their own account on
 * the Staff screen: they use Change password.
 */
const MANAGES: { readonly [R in Role]: readonly Role[] } = {
  owner: EVERYONE,
  manager: ['cashier', 'stockClerk', 'dispatcher'],
  cashier: [],
  stockClerk: [],
  dispatcher: [],
};

/** Whether a role may manage accounts of another role. */
export const mayManage = (actor: Role, target: Role): boolean => MANAGES[actor].includes(target);

/** Whether a role may make a call. */
export function mayCall(role: Role, call: Call): boolean {
  return PERMISSIONS[call].includes(role);
}
