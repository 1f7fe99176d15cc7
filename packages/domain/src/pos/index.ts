// @warehouse/domain/pos: Point of sale: the cart, checkout, sales, payment methods and rewards.

export { addToCart, cartTotals, lineTotal, setQuantity } from './cart';
export type {
  Cart,
  CartLine,
  CheckoutChoice,
  DeliveryOption,
  Discount,
  PaymentMethod,
  PosProduct,
  Tender,
  TenderInput,
} from './pos';
export { DELIVERY_OPTIONS, PAYMENT_METHOD_LABELS, PAYMENT_OPTIONS } from './pos';
export type { HeldPosCatalogue, PosCatalogue, PosCatalogueRow, PosEntry } from './posCatalogue';
export { applyPosCatalogue, itemByBarcode, posCatalogueRows, posEntriesOf } from './posCatalogue';
export { canRedeem, redeemLabel } from './rewards';
export type { Sale, SaleDetail, SaleMoney, SoldLine } from './sale';
export { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES } from './sale';
export { replayedSale, saleFingerprint, saleToRecord } from './saleCommand';
export { amountDue, quickCashAmounts, settle, tenderProblemMessage } from './tender';
export { discountLimitFor, type TillSettings, tillSettingsOf } from './tillSettings';
export { discountProblem, FAST_DELIVERY_CUSTOMER_MESSAGES } from './checkoutRules';
