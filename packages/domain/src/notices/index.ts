// @warehouse/domain/notices: The spec's notice texts, the tone vocabulary and status labels.

export type { Notice } from './notice';

export {
  ALREADY_ON_ORDER_NOTICE,
  CANCEL_REASON_REQUIRED_NOTICE,
  cartParkedNotice,
  categoryRenamedNotice,
  customerAddedNotice,
  customerArchivedNotice,
  customerSavedNotice,
  EMPTY_CART_TEXT,
  goodsReceivedNotice,
  LOGGED_OUT_NOTICE,
  LOGIN_FAILED_NOTICE,
  LOGIN_SUCCESSFUL_NOTICE,
  MISSING_INFORMATION_NOTICE,
  NO_SHELVES_TEXT,
  NO_VARIANTS_TEXT,
  notEnoughStockNotice,
  PAGE_NOT_FOUND_TITLE,
  productAddedNotice,
  purchaseOrderCancelledNotice,
  purchaseOrderCreatedNotice,
  purchaseOrderDraftSavedNotice,
  reorderDraftsNotice,
  socialLoginNotice,
  supplierAddedNotice,
  supplierSavedNotice,
  UNEXPECTED_ERROR_TITLE,
} from './notices';
