// @warehouse/domain/people: Customers, suppliers and the user account.

export type {
  Account,
  AccountAddress,
  AccountInvoice,
  AccountOrder,
  AccountProfile,
  PointsHistoryEntry,
  Reward,
  TrackingStep,
  WishlistItem,
} from './account';
export { ACCOUNT_ORDER_STATUS_TONES } from './account';
export {
  CUSTOMER_MESSAGES,
  type CustomerDetails,
  type CustomerForm,
  customerFormOf,
  customerSearchText,
  emailKey,
  emptyCustomerForm,
  phoneDigits,
  refuseSharedContacts,
  validateCustomerForm,
} from './customerForm';
export type { Customer, CustomerRecord, Supplier } from './people';
export {
  emptySupplierForm,
  type SupplierForm,
  supplierFormOf,
  validateSupplierForm,
} from './supplierForm';
