// @warehouse/domain/returns: returns against the original sale, what they refund and where.

export { linePaidAmounts, lineRefund } from './refundMath';
export {
  mayOverrideReturns,
  type PlannedReturn,
  returnToRecord,
  voidToRecord,
} from './returnRule';
export {
  REFUND_DESTINATION_LABELS,
  REFUND_DESTINATIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundDestination,
  type Returnable,
  type ReturnInput,
  type ReturnReason,
  type SaleReturn,
  type SaleReturns,
} from './returns';
