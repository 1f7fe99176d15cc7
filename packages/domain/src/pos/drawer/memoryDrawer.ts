// Cash drawers in the in-memory contract: the demo owner's sessions, by the drawer's rules. The
// memory's sale asks `drawerForSale` which session a sale counts in and tells `countSale` it sold.
import { DEMO_OWNER } from '../../accounts/staff';
import type { WarehouseApi } from '../../contract/contract';
import { ConflictError, NotFoundError } from '../../contract/errors';
import { pageOfList } from '../../contract/page';
import { valueOrThrow } from '../../contract/validation';
import type { Settings } from '../../settings/settings';
import type { SaleMoney } from '../sale';
import type { DenominationCount } from './denominations';
import {
  checkCashCount,
  checkDrawerCash,
  DRAWER_ALREADY_OPEN_NOTICE,
  type DrawerCashMove,
  type DrawerSession,
  drawerFigures,
  drawerSummary,
  NO_DRAWER_SALES,
  OPEN_DRAWER_FIRST_NOTICE,
  varianceOf,
} from './drawer';

type DrawerCalls = Pick<
  WarehouseApi,
  | 'getMyDrawer'
  | 'openDrawer'
  | 'recordDrawerCash'
  | 'closeDrawer'
  | 'listDrawerSessions'
  | 'getDrawerSession'
>;

interface KeptSession {
  id: string;
  openedAt: string;
  float: number;
  floatCounts?: DenominationCount[];
  moves: DrawerCashMove[];
  sales: SaleMoney[];
  /** Cash given back by returns. */
  refunds: number;
  closed?: { at: string; counted: number; counts?: DenominationCount[] };
}

const seller = { userId: DEMO_OWNER.userId, name: DEMO_OWNER.name };

export function memoryDrawer(now: () => Date, settings: () => Settings) {
  // Newest first.
  const sessions: KeptSession[] = [];
  let opened = 0;
  const open = () => sessions.find((session) => !session.closed);

  const sessionOf = (kept: KeptSession): DrawerSession => {
    const sum = (kind: 'in' | 'out') =>
      kept.moves.filter((move) => move.kind === kind).reduce((total, move) => total + move.amount, 0);
    const sales = kept.sales.reduce(
      (sums, money) => ({
        count: sums.count + 1,
        total: sums.total + money.total,
        discount: sums.discount + money.discount,
        tax: sums.tax + money.tax,
        tendered: {
          cash: sums.tendered.cash + tendered(money, 'cash'),
          card: sums.tendered.card + tendered(money, 'card'),
          mobile: sums.tendered.mobile + tendered(money, 'mobile'),
        },
        change: sums.change + money.change,
      }),
      NO_DRAWER_SALES,
    );
    const figures = drawerFigures({
      float: kept.float,
      sales,
      refunds: kept.refunds,
      paidIn: sum('in'),
      paidOut: sum('out'),
    });
    return structuredClone({
      id: kept.id,
      openedBy: seller,
      openedAt: kept.openedAt,
      float: kept.float,
      ...(kept.floatCounts ? { floatCounts: kept.floatCounts } : {}),
      ...figures,
      refunds: kept.refunds,
      paidIn: sum('in'),
      paidOut: sum('out'),
      moves: kept.moves,
      timezone: settings().store.timezone,
      ...(kept.closed
        ? {
            closedBy: seller,
            closedAt: kept.closed.at,
            counted: kept.closed.counted,
            ...(kept.closed.counts ? { countedCounts: kept.closed.counts } : {}),
            variance: varianceOf(kept.closed.counted, figures.expected),
          }
        : {}),
    });
  };
  const openOrRefuse = () => {
    const session = open();
    if (!session) throw new ConflictError('drawer_closed', OPEN_DRAWER_FIRST_NOTICE);
    return session;
  };

  const calls: DrawerCalls = {
    getMyDrawer: async () => {
      const session = open();
      return session ? sessionOf(session) : null;
    },
    openDrawer: async ({ float }) => {
      const counted = valueOrThrow(checkCashCount(float));
      if (open()) throw new ConflictError('drawer_open', DRAWER_ALREADY_OPEN_NOTICE);
      opened += 1;
      const session: KeptSession = {
        id: `drawer-${opened}`,
        openedAt: now().toISOString(),
        float: counted.amount,
        ...(counted.counts ? { floatCounts: counted.counts } : {}),
        moves: [],
        sales: [],
        refunds: 0,
      };
      sessions.unshift(session);
      return sessionOf(session);
    },
    recordDrawerCash: async (input) => {
      const session = openOrRefuse();
      const move = valueOrThrow(checkDrawerCash(input, sessionOf(session).expected));
      session.moves.push({ ...move, at: now().toISOString(), by: seller });
      return sessionOf(session);
    },
    closeDrawer: async ({ counted }) => {
      const count = valueOrThrow(checkCashCount(counted));
      const session = openOrRefuse();
      session.closed = {
        at: now().toISOString(),
        counted: count.amount,
        ...(count.counts ? { counts: count.counts } : {}),
      };
      return sessionOf(session);
    },
    listDrawerSessions: async (query = {}) => {
      const page = pageOfList(sessions, query, (session) => session.id);
      return { ...page, items: page.items.map((session) => drawerSummary(sessionOf(session))) };
    },
    getDrawerSession: async (id) => {
      const session = sessions.find((each) => each.id === id);
      if (!session) throw new NotFoundError('Drawer session', id);
      return sessionOf(session);
    },
  };
  return {
    calls,
    /** The session a sale by the demo owner counts in: their open one, if any. */
    drawerForSale: (): string | null => open()?.id ?? null,
    /** A sale recorded in a session: its money counts in it. */
    countSale: (sessionId: string, money: SaleMoney) => {
      sessions.find((session) => session.id === sessionId)?.sales.push(structuredClone(money));
    },
    /** Cash a return gave back from a session. */
    countRefund: (sessionId: string, cash: number) => {
      const session = sessions.find((each) => each.id === sessionId);
      if (session) session.refunds += cash;
    },
  };
}

const tendered = (money: SaleMoney, method: 'cash' | 'card' | 'mobile') =>
  money.tenders.filter((tender) => tender.method === method).reduce((sum, tender) => sum + tender.amount, 0);
