// @warehouse/domain/returns: returns against the original sale, what they refund and where.

export {
  exchangeCheckout,
  exchangeFingerprint,
  exchangeToRecord,
} from './exchangeRule';
export { linePaidAmounts, lineRefund } from './refundMath';
export {
  checkRejection,
  OPEN_RETURN_REQUEST_STATUSES,
  RETURN_REQUEST_CREATED_NOTICE,
  RETURN_REQUEST_MESSAGES,
  RETURN_REQUEST_RECEIVED_NOTICE,
  RETURN_REQUEST_REFUNDED_NOTICE,
  RETURN_REQUEST_REJECTED_NOTICE,
  RETURN_REQUEST_STATUS_LABELS,
  RETURN_REQUEST_STATUS_TONES,
  RETURN_REQUEST_STATUSES,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnRequestLine,
  type ReturnRequestRefund,
  type ReturnRequestStatus,
  type ReturnRequestsQuery,
  requestedOf,
  returnOfRequest,
  returnRequestStep,
  returnRequestToCreate,
} from './returnRequests';
export {
  isCreditedOnInvoice,
  mayBeReturned,
  mayOverrideReturns,
  mayRefundToStoreCredit,
  type PlannedReturn,
  returnToRecord,
  voidToRecord,
  withCreditNote,
} from './returnRule';
export {
  CASHIER_REFUND_LIMIT_DEFAULT,
  type Exchange,
  type ExchangeInput,
  REFUND_DESTINATION_LABELS,
  REFUND_DESTINATIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS_DEFAULT,
  type RefundDestination,
  type RefundMethod,
  type Returnable,
  type ReturnInput,
  type ReturnReason,
  refundLabel,
  refundsText,
  type SaleReturn,
  type SaleReturns,
} from './returns';
