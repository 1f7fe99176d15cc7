// The payments ledger against the documents it records: a sale's payments are its tenders less
// its change less its refunds (a sale kept without tenders, its amount, unless cancelled or on
// account); a drawer session's cash payments are what its Z report expects it to hold less its
// float. (A payment against invoices is its allocations plus store credit: invoiceChecks.)
import { sql } from 'drizzle-orm';
import { type BookCheck, differing } from './bookCheck';

const tendered = sql`(select sale_id, sum(amount_cents) as cents from sale_tenders group by sale_id)`;
/**
 * What a sale's returns paid back in money, store credit or an exchange's credit (a refund credited
 * on its invoice moved none).
 */
const refunded = sql`(select r.sale_id, sum(f.amount_cents) as cents from sale_refunds f
  join sale_returns r on r.id = f.return_id where f.method in ('cash', 'card', 'mobile', 'store_credit', 'exchange')
  group by r.sale_id)`;
const paid = sql`(select sale_id, sum(amount_cents) as cents from payments where sale_id is not null group by sale_id)`;
/** A sale kept without its tenders (the history) was paid its amount by its method, unless cancelled or on account. */
const historyPaid = sql`case when s.subtotal_cents is null and s.status <> 'cancelled'
  and s.payment_method in ('cash', 'card', 'mobile') and s.amount_cents > 0 then s.amount_cents else 0 end`;

export const paymentChecks: BookCheck[] = [
  {
    name: 'sale payments = tenders − change − refunds',
    mismatches: differing(sql`
      select s.id as record,
             coalesce(t.cents, ${historyPaid}) - coalesce(s.change_cents, 0) - coalesce(f.cents, 0) as expected,
             coalesce(p.cents, 0) as found
        from sales s
        left join ${tendered} t on t.sale_id = s.id
        left join ${refunded} f on f.sale_id = s.id
        left join ${paid} p on p.sale_id = s.id`),
  },
  {
    name: 'drawer cash payments = expected − float',
    mismatches: differing(sql`
      select d.id::text as record,
             (select coalesce(sum(t.amount_cents), 0) from sale_tenders t join sales s on s.id = t.sale_id
               where s.drawer_session_id = d.id and t.method = 'cash')
             - (select coalesce(sum(change_cents), 0) from sales where drawer_session_id = d.id)
             - (select coalesce(sum(f.amount_cents), 0) from sale_refunds f join sale_returns r on r.id = f.return_id
                 where r.drawer_session_id = d.id and f.method = 'cash')
             + (select coalesce(sum(case when kind = 'in' then amount_cents else -amount_cents end), 0)
                 from drawer_cash where session_id = d.id) as expected,
             (select coalesce(sum(amount_cents), 0) from payments where drawer_session_id = d.id) as found
        from drawer_sessions d`),
  },
];
