// Returns in the in-memory contract: kept newest first; a return's stock goes back through the
// ledger and its cash counts in the drawer it came from, in one step as on the server.
import type { WarehouseApi } from '../contract/contract';
import { pageOfList } from '../contract/page';
import { isoDateTime } from '../format/format';
import type { CreditNote } from '../invoices/invoice';
import { dayInZone } from '../invoices/numbering';
import type { SaleDetail, SaleStatus } from '../pos/sale';
import type { SaleContext } from '../pos/saleCommand';
import { searchIndexOf } from '../search/search';
import type { Settings } from '../settings/settings';
import type { Ledger } from '../stock/ledger';
import { exchangeToRecord, type PlannedExchange } from './exchangeRule';
import {
  type ExchangedMoney,
  isVoidable,
  type OriginalMethod,
  type PlannedReturn,
  type ReturnContext,
  returnToRecord,
  voidToRecord,
  withCreditNote,
} from './returnRule';
import type { ExchangeInput, RefundMethod, Returnable, SaleReturn } from './returns';

export interface MemoryReturnsDeps {
  now: () => Date;
  seller: () => string;
  sale: (id: string) => SaleDetail;
  setSaleStatus: (id: string, status: SaleStatus) => void;
  ledger: Ledger;
  binExists: (binId: string) => boolean;
  newReturnId: () => string;
  drawer: { drawerForSale: () => string | null; countRefund: (sessionId: string, cash: number) => void };
  /** Settings → Store: the return window, the refund limit and the currency. */
  store: () => Settings['store'];
  /** Whether the drawer session a sale counts in is still open (it may be voided). */
  saleSessionOpen: (saleId: string) => boolean;
  /** A credit note issued on an invoice (an invoiced sale's return), by the invoices' rule. */
  issueCreditNote: (request: NonNullable<PlannedReturn['creditNote']>) => CreditNote;
  /** Adds to a customer's store credit (a refund to it). */
  creditCustomer: (customerId: string, amount: number) => void;
}

/** A return is found by its number, its sale's or its customer's name. */
const returnSearchFields = (each: SaleReturn): string[] => [each.id, each.saleId, each.customer];

type MemoryReturns = Pick<WarehouseApi, 'getSaleReturns' | 'recordReturn' | 'voidSale' | 'listReturns'> & {
  /**
   * An exchange's return recorded and its new sale planned (the caller keeps the sale): refused,
   * neither is. The sale's rule reads `saleContext`.
   */
  exchange: (
    input: ExchangeInput,
    saleContext: SaleContext,
  ) => Omit<PlannedExchange, 'planned'> & { saleReturn: SaleReturn };
};

export function memoryReturns(deps: MemoryReturnsDeps): MemoryReturns {
  let kept: SaleReturn[] = [];
  /** What each exchange's return took of its sale's tenders to the new sale, by the return's number. */
  const drawnBy = new Map<string, PlannedReturn['exchangeDrawn']>();
  const returnsOf = (saleId: string) => kept.filter((each) => each.saleId === saleId);
  const returnedOf = (saleId: string) => (lineNo: number) =>
    returnsOf(saleId)
      .flatMap((each) => each.lines)
      .filter((line) => line.lineNo === lineNo)
      .reduce((sum, line) => sum + line.quantity, 0);
  // The bin a line was taken from: its sale's first movement of the item.
  const soldFromBin = (detail: SaleDetail) => (lineNo: number) => {
    const itemId = detail.lines[lineNo]?.id;
    const taken = deps.ledger
      .movements(itemId)
      .find((movement) => movement.document?.kind === 'sale' && movement.document.id === detail.sale.id);
    return taken?.binId ?? null;
  };

  const sumByMethod = <Method extends string>(amounts: readonly { method: Method; amount: number }[]) => {
    const sums: Partial<Record<Method, number>> = {};
    for (const each of amounts) sums[each.method] = (sums[each.method] ?? 0) + each.amount;
    return sums;
  };
  /** What the sale's exchanges took of its tenders, and what its own exchange credit carries. */
  const exchangedOf = (saleId: string): ExchangedMoney => {
    const creditedBy = kept.find((each) => each.exchangeSaleId === saleId);
    return {
      drawn: sumByMethod<OriginalMethod>(returnsOf(saleId).flatMap((each) => drawnBy.get(each.id) ?? [])),
      carried: sumByMethod<OriginalMethod>(creditedBy ? (drawnBy.get(creditedBy.id) ?? []) : []),
    };
  };

  /** What the rule reads of a sale, as the demo owner (no window or limit) at its open drawer. */
  const contextOf = (saleId: string): ReturnContext => {
    const detail = deps.sale(saleId);
    const refunded = sumByMethod<RefundMethod>(returnsOf(saleId).flatMap((each) => each.refunds));
    return {
      detail,
      returned: returnedOf(saleId),
      soldFromBin: soldFromBin(detail),
      isBin: deps.binExists,
      refunded,
      exchanged: exchangedOf(saleId),
      today: dayInZone(deps.now(), deps.store().timezone),
      returnWindowDays: deps.store().returnWindowDays,
      cashierRefundLimit: deps.store().cashierRefundLimit,
      mayOverride: true,
      drawerSessionId: deps.drawer.drawerForSale(),
      newReturnId: deps.newReturnId,
      stamp: { at: isoDateTime(deps.now()), by: deps.seller() },
      currency: deps.store().defaultCurrency,
    };
  };
  /**
   * A planned return in one step: its credit note first (refused, nothing is changed), its stock
   * back, its cash out of the drawer, its store credit on the customer, the sale's status.
   */
  const record = (plan: PlannedReturn) => {
    const planned = plan.creditNote ? withCreditNote(plan, deps.issueCreditNote(plan.creditNote)) : plan;
    if (planned.change) deps.ledger.apply(planned.change);
    if (planned.drawerSessionId) deps.drawer.countRefund(planned.drawerSessionId, planned.cashOut);
    if (planned.storeCredit) deps.creditCustomer(planned.storeCredit.customerId, planned.storeCredit.amount);
    deps.setSaleStatus(planned.saleReturn.saleId, planned.saleStatus);
    if (planned.exchangeDrawn.length > 0) drawnBy.set(planned.saleReturn.id, planned.exchangeDrawn);
    kept = [planned.saleReturn, ...kept];
    return structuredClone(planned.saleReturn);
  };

  return {
    getSaleReturns: async (saleId) => {
      const detail = deps.sale(saleId);
      const returned = returnedOf(saleId);
      const fromBin = soldFromBin(detail);
      const lines: Returnable[] = detail.lines.map((line, lineNo) => ({
        lineNo,
        itemId: line.id,
        name: line.name,
        sold: line.quantity,
        returned: returned(lineNo),
        soldFromBin: fromBin(lineNo),
      }));
      const voidable =
        detail.sale.status === 'completed' &&
        returnsOf(saleId).length === 0 &&
        deps.saleSessionOpen(saleId) &&
        isVoidable(detail);
      return structuredClone({ saleId, lines, returns: returnsOf(saleId), voidable });
    },
    recordReturn: async (input) => record(returnToRecord(input, contextOf(input.saleId))),
    voidSale: async (saleId) =>
      record(voidToRecord({ ...contextOf(saleId), saleSessionOpen: deps.saleSessionOpen(saleId) })),
    exchange: (input, saleContext) => {
      const { planned, ...rest } = exchangeToRecord(input, contextOf(input.saleReturn.saleId), saleContext);
      return { ...rest, saleReturn: record(planned) };
    },
    listReturns: async (query = {}) => {
      const matches = searchIndexOf(kept, returnSearchFields)(query.search ?? '');
      return structuredClone(pageOfList(matches, query, (each) => each.id));
    },
  };
}
