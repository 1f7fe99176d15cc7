// The books of till sales and their returns: a sale's tenders less its change are its total; a
// return refunds the sum of its lines, paid out as its refunds (an invoiced sale's, as the credit
// note it names); a sale never refunds more than it received (its tenders less change; a sale kept
// without them, its amount), nor a card or wallet more than it was charged.
import { sql } from 'drizzle-orm';
import { type BookCheck, differing } from './bookCheck';

const tendered = sql`(select sale_id, sum(amount_cents) as cents from sale_tenders group by sale_id)`;
const refundedBySale = sql`(select r.sale_id, sum(f.amount_cents) as cents from sale_refunds f
  join sale_returns r on r.id = f.return_id group by r.sale_id)`;

export const saleChecks: BookCheck[] = [
  {
    name: 'sale total = tenders − change',
    mismatches: differing(sql`
      select s.id as record, s.amount_cents as expected, t.cents - coalesce(s.change_cents, 0) as found
        from sales s join ${tendered} t on t.sale_id = s.id`),
  },
  {
    name: 'return refund = its lines',
    mismatches: differing(sql`
      select r.id as record, r.refund_cents as expected,
             (select coalesce(sum(refund_cents), 0) from sale_return_lines where return_id = r.id) as found
        from sale_returns r`),
  },
  {
    name: 'return refund = what it paid back',
    mismatches: differing(sql`
      select r.id as record, r.refund_cents as expected,
             (select coalesce(sum(amount_cents), 0) from sale_refunds where return_id = r.id) as found
        from sale_returns r`),
  },
  {
    // An invoiced sale's return is refunded by the credit note it names, for just as much: what the
    // note paid back as money, the rest as the note itself.
    name: 'return credited = its credit note',
    mismatches: differing(sql`
      select r.id as record, n.amount_cents - n.refunded_cents as expected,
             (select coalesce(sum(amount_cents), 0) from sale_refunds
               where return_id = r.id and method = 'credit_note') as found
        from sale_returns r join credit_notes n on n.number = r.credit_note_number`),
  },
  {
    name: 'credit note paid back = its return’s refunds to tenders',
    mismatches: differing(sql`
      select n.number as record, n.refunded_cents as expected,
             (select coalesce(sum(f.amount_cents), 0) from sale_refunds f join sale_returns r on r.id = f.return_id
               where r.credit_note_number = n.number and f.method in ('cash', 'card', 'mobile', 'store_credit')) as found
        from credit_notes n`),
  },
  {
    // An exchange's credit out of its return is its new sale's exchange tender, for just as much.
    name: 'exchange credit = its sale’s exchange tender',
    mismatches: differing(sql`
      select r.id as record, f.amount_cents as expected,
             (select coalesce(sum(t.amount_cents), 0) from sale_tenders t
               where t.sale_id = r.exchange_sale_id and t.method = 'exchange' and t.reference = r.id) as found
        from sale_returns r join sale_refunds f on f.return_id = r.id and f.method = 'exchange'`),
  },
  {
    // Where an exchange's credit came from adds up to it.
    name: 'exchange credit = the tenders it came from',
    mismatches: differing(sql`
      select r.id as record, f.amount_cents as expected,
             (select coalesce(sum(c.amount_cents), 0) from exchange_credits c where c.return_id = r.id) as found
        from sale_returns r join sale_refunds f on f.return_id = r.id and f.method = 'exchange'`),
  },
  {
    // A card or wallet is never paid back more than it was charged, whichever sale of an exchange
    // gives it back: what a sale's exchanges took of it counts against the sale, and is paid back
    // by the new sale's returns.
    name: 'refunds to a card or wallet ≤ what it paid',
    mismatches: differing(sql`
      with given as (
        select r.sale_id, f.method, f.amount_cents as cents from sale_refunds f
          join sale_returns r on r.id = f.return_id where f.method in ('card', 'mobile')
        union all
        select r.sale_id, c.method, c.amount_cents from exchange_credits c
          join sale_returns r on r.id = c.return_id where c.method in ('card', 'mobile'))
      select g.sale_id || ' ' || g.method as record, received.cents as expected,
             greatest(g.cents, received.cents) as found
        from (select sale_id, method, sum(cents) as cents from given group by 1, 2) g
        cross join lateral (select
            coalesce((select sum(t.amount_cents) from sale_tenders t
                       where t.sale_id = g.sale_id and t.method = g.method), 0)
          + coalesce((select sum(c.amount_cents) from exchange_credits c join sale_returns r on r.id = c.return_id
                       where r.exchange_sale_id = g.sale_id and c.method = g.method), 0) as cents) received
       where exists (select 1 from sale_tenders t where t.sale_id = g.sale_id)`),
  },
  {
    // Refunded beyond what was received shows as what it received against what it refunded.
    name: 'refunds ≤ what the sale received',
    mismatches: differing(sql`
      select s.id as record, received.cents as expected, greatest(received.cents, f.cents) as found
        from sales s join ${refundedBySale} f on f.sale_id = s.id
        left join ${tendered} t on t.sale_id = s.id
        cross join lateral (select coalesce(t.cents - coalesce(s.change_cents, 0), s.amount_cents) as cents) received`),
  },
];
