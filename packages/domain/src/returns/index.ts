// @warehouse/domain/returns: returns against the original sale, what they refund and where.

export { linePaidAmounts, lineRefund } from './refundMath';
export {
  mayBeReturned,
  mayOverrideReturns,
  type PlannedReturn,
  returnToRecord,
  voidToRecord,
} from './returnRule';
export {
  CASHIER_REFUND_LIMIT_DEFAULT,
  REFUND_DESTINATION_LABELS,
  REFUND_DESTINATIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS_DEFAULT,
  type RefundDestination,
  type Returnable,
  type ReturnInput,
  type ReturnReason,
  type SaleReturn,
  type SaleReturns,
} from './returns';
