// @warehouse/domain/pos: Point of sale: the cart, checkout, sales, payment methods and rewards.

export { addToCart, type CartTotals, cartTotals, lineTotal, setQuantity } from './cart';
export { DISCOUNT_MESSAGES, discountProblem } from './checkoutRules';
export { saleDiscountsDetail } from './discountDetail';
export { type CashCountForm, cashCountOfForm, EMPTY_CASH_COUNT_FORM } from './drawer/cashCountForm';
export { type DenominationCount, US_DENOMINATIONS } from './drawer/denominations';
export type {
  CashCount,
  DrawerCashInput,
  DrawerCashKind,
  DrawerCashMove,
  DrawerPerson,
  DrawerSession,
  DrawerSessionSummary,
} from './drawer/drawer';
export {
  checkCashCount,
  checkDrawerCash,
  DRAWER_ALREADY_OPEN_NOTICE,
  DRAWER_CLOSED_NOTICE,
  DRAWER_OPENED_NOTICE,
  drawerCashNotice,
  drawerFigures,
  drawerSummary,
  OPEN_DRAWER_FIRST_NOTICE,
  seesEveryDrawer,
  varianceOf,
} from './drawer/drawer';
export { signedMoney, zReportText } from './drawer/zReport';
export {
  checkedCartToPark,
  type ParkCartInput,
  type ParkedCart,
  parkedFigures,
  WALK_IN_NAME,
} from './parkedCart';
export type {
  Cart,
  CartLine,
  CheckoutChoice,
  DeliveryOption,
  Discount,
  PaymentMethod,
  PosProduct,
  TillMethod,
  TillTender,
} from './pos';
export {
  DELIVERY_OPTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_OPTIONS,
  tenderLabel,
  tillMethodLabel,
} from './pos';
export type { HeldPosCatalogue, PosCatalogue, PosCatalogueRow, PosEntry } from './posCatalogue';
export { applyPosCatalogue, itemByBarcode, posCatalogueRows, posEntriesOf } from './posCatalogue';
export { receiptText } from './receipt';
export { canRedeem, redeemLabel } from './rewards';
export type { Sale, SaleDetail, SaleMoney, SoldLine } from './sale';
export { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES } from './sale';
export {
  type PlannedSale,
  replayedSale,
  type SaleContext,
  saleFingerprint,
  saleToRecord,
} from './saleCommand';
export { slipTime } from './slip';
export { spendsStoreCredit, storeCreditOptionLabel, storeCreditTendered } from './storeCredit';
export { amountDue, quickCashAmounts } from './tender';
export { discountLimitFor, type TillSettings, tillSettingsOf } from './tillSettings';
