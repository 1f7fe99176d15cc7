// @warehouse/domain/pos: Point of sale: the cart, checkout, sales, payment methods and rewards.

export { addToCart, cartTotals, lineTotal, setQuantity } from './cart';
export type { Cart, CartLine, CheckoutChoice, DeliveryOption, PaymentMethod, PosProduct } from './pos';
export { DELIVERY_OPTIONS, PAYMENT_METHOD_LABELS, PAYMENT_OPTIONS } from './pos';
export type { HeldPosCatalogue, PosCatalogue, PosCatalogueRow, PosEntry } from './posCatalogue';
export { applyPosCatalogue, itemByBarcode, posCatalogueRows, posEntriesOf } from './posCatalogue';
export { canRedeem, redeemLabel } from './rewards';
export type { Sale, SaleDetail } from './sale';
export { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES } from './sale';
export { replayedSale, saleFingerprint, saleToRecord } from './saleCommand';
