// Drawer sessions as the contract gives them: each session's row with the sums of what counts in
// it (its sales and their tenders, its paid-in and paid-out), read in one statement; the figures
// are the domain's (drawerFigures).
import {
  type DenominationCount,
  type DrawerCashMove,
  type DrawerPerson,
  type DrawerSession,
  drawerFigures,
  varianceOf,
} from '@warehouse/domain/pos';
import { type SQL, sql } from 'drizzle-orm';
import {
  businessDocuments,
  drawerCash,
  drawerSessions,
  saleRefunds,
  saleReturns,
  sales,
  saleTenders,
  staffAccounts,
} from '../../db/schema';
import type { Executor } from '../../sql/executor';

interface SessionRow extends Record<string, unknown> {
  id: string;
  opened_at: string;
  float_cents: number;
  float_counts: DenominationCount[] | null;
  opened_by: DrawerPerson;
  closed_by: DrawerPerson | null;
  closed_at: string | null;
  counted_cents: number | null;
  counted_counts: DenominationCount[] | null;
  sales_count: number;
  total: string;
  discount: string;
  tax: string;
  change: string;
  cash: string;
  card: string;
  mobile: string;
  paid_in: string;
  paid_out: string;
  refunds: string;
  moves: DrawerCashMove[];
  timezone: string | null;
}

const person = (account: string) =>
  sql.raw(`json_build_object('userId', ${account}.user_id, 'name', ${account}.name)`);

/**
 * The sessions `where` selects (on the table's own columns), newest first, at most `limit`, each with its sums. `lock` holds the
 * session rows until the transaction ends (a paid-out or a close, against a sale counting in it).
 */
export async function readSessions(
  on: Executor,
  where: SQL,
  { limit, lock = false }: { limit?: number; lock?: boolean } = {},
): Promise<DrawerSession[]> {
  const { rows } = await on.execute<SessionRow>(sql`
    with chosen as (
      select * from ${drawerSessions} where ${where} order by opened_at desc, id desc
      ${limit === undefined ? sql`` : sql`limit ${limit}`} ${lock ? sql`for update` : sql``})
    select s.id, to_json(s.opened_at) #>> '{}' as opened_at, s.float_cents, s.float_counts,
      to_json(s.closed_at) #>> '{}' as closed_at, s.counted_cents, s.counted_counts,
      ${person('opener')} as opened_by,
      case when closer.id is null then null else ${person('closer')} end as closed_by,
      sold.sales_count, sold.total, sold.discount, sold.tax, sold.change,
      tendered.cash, tendered.card, tendered.mobile, moved.paid_in, moved.paid_out, moved.moves,
      (select coalesce(sum(f.amount_cents), 0) from ${saleRefunds} f join ${saleReturns} r on r.id = f.return_id
        where r.drawer_session_id = s.id and f.method = 'cash') as refunds,
      (select ${businessDocuments.value} -> 'store' ->> 'timezone' from ${businessDocuments}
        where ${businessDocuments.name} = 'settings') as timezone
    from chosen s
    join ${staffAccounts} opener on opener.id = s.opened_by
    left join ${staffAccounts} closer on closer.id = s.closed_by
    cross join lateral (select count(*)::int as sales_count, coalesce(sum(${sales.amountCents}), 0) as total,
        coalesce(sum(${sales.discountCents}), 0) as discount, coalesce(sum(${sales.taxCents}), 0) as tax,
        coalesce(sum(${sales.changeCents}), 0) as change
      from ${sales} where ${sales.drawerSessionId} = s.id) sold
    cross join lateral (select
        coalesce(sum(t.amount_cents) filter (where t.method = 'cash'), 0) as cash,
        coalesce(sum(t.amount_cents) filter (where t.method = 'card'), 0) as card,
        coalesce(sum(t.amount_cents) filter (where t.method = 'mobile'), 0) as mobile
      from ${saleTenders} t join ${sales} on ${sales.id} = t.sale_id where ${sales.drawerSessionId} = s.id) tendered
    cross join lateral (select
        coalesce(sum(d.amount_cents) filter (where d.kind = 'in'), 0) as paid_in,
        coalesce(sum(d.amount_cents) filter (where d.kind = 'out'), 0) as paid_out,
        coalesce(json_agg(json_build_object('kind', d.kind, 'amount', d.amount_cents, 'reason', d.reason,
          'at', d.at, 'by', ${person('mover')}) order by d.at, d.id) filter (where d.id is not null), '[]') as moves
      from ${drawerCash} d left join ${staffAccounts} mover on mover.id = d.by where d.session_id = s.id) moved
    order by s.opened_at desc, s.id desc`);
  return rows.map(sessionOf);
}

function sessionOf(row: SessionRow): DrawerSession {
  const paidIn = Number(row.paid_in);
  const paidOut = Number(row.paid_out);
  const figures = drawerFigures({
    float: row.float_cents,
    sales: {
      count: row.sales_count,
      total: Number(row.total),
      discount: Number(row.discount),
      tax: Number(row.tax),
      tendered: { cash: Number(row.cash), card: Number(row.card), mobile: Number(row.mobile) },
      change: Number(row.change),
    },
    refunds: Number(row.refunds),
    paidIn,
    paidOut,
  });
  return {
    id: row.id,
    openedBy: row.opened_by,
    openedAt: new Date(row.opened_at).toISOString(),
    float: row.float_cents,
    ...(row.float_counts ? { floatCounts: row.float_counts } : {}),
    ...figures,
    refunds: Number(row.refunds),
    paidIn,
    paidOut,
    moves: row.moves.map((move) => ({ ...move, at: new Date(move.at).toISOString() })),
    timezone: row.timezone ?? 'UTC',
    ...(row.closed_at && row.closed_by && row.counted_cents !== null
      ? {
          closedBy: row.closed_by,
          closedAt: new Date(row.closed_at).toISOString(),
          counted: row.counted_cents,
          ...(row.counted_counts ? { countedCounts: row.counted_counts } : {}),
          variance: varianceOf(row.counted_cents, figures.expected),
        }
      : {}),
  };
}
