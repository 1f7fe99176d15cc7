// Cash drawers on PostgreSQL, by the drawer's rules: a seller's session opened with a float,
// paid in and out, and closed with the cash counted, final. The session row is locked by each
// change to it and by each sale counting in it (saleReads, saleWrite), so a close sees every sale.
import type { Role } from '@warehouse/domain/accounts';
import {
  badCursor,
  ConflictError,
  NotFoundError,
  type Page,
  pageFromRows,
  pageLimit,
  valueOrThrow,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import {
  checkCashCount,
  checkDrawerCash,
  DRAWER_ALREADY_OPEN_NOTICE,
  type DrawerSessionSummary,
  drawerSummary,
  OPEN_DRAWER_FIRST_NOTICE,
  seesEveryDrawer,
} from '@warehouse/domain/pos';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database';
import { drawerCash, drawerSessions } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { actingAccount } from '../accounts/actor';
import { writeTransaction } from '../audit/auditTrail';
import { writeDrawerCashPayment } from '../payments/documentPayments';
import { readSessions } from './drawerRecords';

type DrawerCalls = Pick<
  WarehouseApi,
  | 'getMyDrawer'
  | 'openDrawer'
  | 'recordDrawerCash'
  | 'closeDrawer'
  | 'listDrawerSessions'
  | 'getDrawerSession'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function drawerStore(db: Db, context: StoreContext): DrawerCalls {
  const seller = async (): Promise<{ id: string; role: Role }> => {
    const account = await actingAccount(db);
    return { id: account.id, role: account.role as Role };
  };
  const openOf = (accountId: string) =>
    and(eq(drawerSessions.openedBy, accountId), isNull(drawerSessions.closedAt)) as SQL;
  /** The seller's open session, locked until the transaction ends; refused when none is open. */
  const lockedOpen = async (tx: Executor, accountId: string) => {
    const [session] = await readSessions(tx, openOf(accountId), { lock: true });
    if (!session) throw new ConflictError('drawer_closed', OPEN_DRAWER_FIRST_NOTICE);
    return session;
  };
  const sessionById = async (on: Executor, id: string) => {
    const [session] = await readSessions(on, eq(drawerSessions.id, id));
    if (!session) throw new Error('The drawer session written was not found');
    return session;
  };
  /** Whom the seller may see the sessions of: owners and managers every one's. */
  const visibleTo = (who: { id: string; role: Role }): SQL =>
    seesEveryDrawer(who.role) ? sql`true` : eq(drawerSessions.openedBy, who.id);

  return {
    getMyDrawer: async () => {
      const [session] = await readSessions(db, openOf((await seller()).id));
      return session ?? null;
    },
    openDrawer: async ({ float }) => {
      const counted = valueOrThrow(checkCashCount(float));
      const who = await seller();
      return writeTransaction(db, async (tx) => {
        // The partial unique index keeps one open session per seller, whoever races.
        const opened = await tx
          .insert(drawerSessions)
          .values({
            id: uuidv7(),
            openedBy: who.id,
            openedAt: context.stamp().at,
            floatCents: counted.amount,
            floatCounts: counted.counts ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: drawerSessions.id });
        const id = opened[0]?.id;
        if (!id) throw new ConflictError('drawer_open', DRAWER_ALREADY_OPEN_NOTICE);
        return sessionById(tx, id);
      });
    },
    recordDrawerCash: async (input) => {
      const who = await seller();
      return writeTransaction(db, async (tx) => {
        const session = await lockedOpen(tx, who.id);
        const move = valueOrThrow(checkDrawerCash(input, session.expected));
        const stamp = context.stamp();
        const drawerCashId = uuidv7();
        await tx.insert(drawerCash).values({
          id: drawerCashId,
          sessionId: session.id,
          kind: move.kind,
          amountCents: move.amount,
          reason: move.reason,
          at: stamp.at,
          by: who.id,
        });
        await writeDrawerCashPayment(
          tx,
          move,
          { drawerCashId, sessionId: session.id, timezone: session.timezone },
          stamp,
        );
        return sessionById(tx, session.id);
      });
    },
    closeDrawer: async ({ counted }) => {
      const count = valueOrThrow(checkCashCount(counted));
      const who = await seller();
      return writeTransaction(db, async (tx) => {
        const session = await lockedOpen(tx, who.id);
        await tx
          .update(drawerSessions)
          .set({
            closedBy: who.id,
            closedAt: context.stamp().at,
            countedCents: count.amount,
            countedCounts: count.counts ?? null,
          })
          .where(and(eq(drawerSessions.id, session.id), isNull(drawerSessions.closedAt)));
        return sessionById(tx, session.id);
      });
    },
    listDrawerSessions: async (query = {}): Promise<Page<DrawerSessionSummary>> => {
      const limit = pageLimit(query);
      const visible = visibleTo(await seller());
      let after: SQL = sql`true`;
      if (query.cursor) {
        const [last] = UUID.test(query.cursor)
          ? await db
              .select({ openedAt: drawerSessions.openedAt })
              .from(drawerSessions)
              .where(eq(drawerSessions.id, query.cursor))
          : [];
        if (!last) throw badCursor();
        after = sql`(${drawerSessions.openedAt}, ${drawerSessions.id}) < (${last.openedAt}, ${query.cursor}::uuid)`;
      }
      const [rows, total] = await Promise.all([
        readSessions(db, and(visible, after) as SQL, { limit: limit + 1 }),
        countMatching(db, drawerSessions, visible),
      ]);
      const page = pageFromRows(rows, limit, (session) => session.id);
      return { ...page, items: page.items.map(drawerSummary), ...total };
    },
    getDrawerSession: async (id) => {
      const who = await seller();
      const [session] = UUID.test(id)
        ? await readSessions(db, and(eq(drawerSessions.id, id), visibleTo(who)) as SQL)
        : [];
      if (!session) throw new NotFoundError('Drawer session', id);
      return session;
    },
  };
}
