// The books of invoices: each invoice's balance is its total less what was paid (at the till when
// invoiced, and against it since) and credited of it (what a credit note cancels of what was paid
// is no longer paid: it became store credit, or its return paid it back); each payment is what it
// settled plus what it left as store credit; a customer's store credit is what overpayments,
// credit notes and refunds gave them; their balance is what their open invoices owe less their
// store credit.
import { sql } from 'drizzle-orm';
import { type BookCheck, differing } from './bookCheck';

const allocated = sql`(select invoice_number, sum(amount_cents) as cents from payment_allocations group by invoice_number)`;
// Summed once over all invoices: a sum per customer, one customer after another, reads the same rows in index order, many times slower.
const owedByCustomer = sql`(select customer_id, sum(total_cents - paid_cents - credited_cents) as cents from invoices group by customer_id)`;
const credited = sql`(select invoice_number, sum(amount_cents) as cents, sum(store_credit_cents + refunded_cents) as given from credit_notes group by invoice_number)`;

export const invoiceChecks: BookCheck[] = [
  {
    name: 'invoice balance = total − payments − credit notes',
    mismatches: differing(sql`
      select i.number as record,
             i.total_cents - i.paid_at_sale_cents - coalesce(a.cents, 0) + coalesce(c.given, 0) - coalesce(c.cents, 0) as expected,
             i.total_cents - i.paid_cents - i.credited_cents as found
        from invoices i
        left join ${allocated} a on a.invoice_number = i.number
        left join ${credited} c on c.invoice_number = i.number`),
  },
  {
    name: 'invoice credited = its credit notes',
    mismatches: differing(sql`
      select i.number as record, coalesce(c.cents, 0) as expected, i.credited_cents as found
        from invoices i left join ${credited} c on c.invoice_number = i.number`),
  },
  {
    name: 'payment = its allocations + store credit',
    mismatches: differing(sql`
      select p.id::text as record, p.amount_cents as expected,
             coalesce((select sum(amount_cents) from payment_allocations where payment_id = p.id), 0) + p.store_credit_cents as found
        from payments p where p.kind = 'invoice_payment'`),
  },
  {
    name: 'customer owes = their open invoices',
    mismatches: differing(sql`
      select c.id as record, coalesce(o.cents, 0) as expected, c.owed_cents as found
        from customers c left join ${owedByCustomer} o on o.customer_id = c.id`),
  },
  {
    name: 'customer store credit = overpayments + credit notes paid back + refunds to store credit − spent',
    mismatches: differing(sql`
      select c.id as record,
             coalesce((select sum(store_credit_cents) from payments where customer_id = c.id), 0)
               - coalesce((select sum(amount_cents) from payments where customer_id = c.id
                            and method = 'storeCredit' and kind in ('sale', 'invoice_payment')), 0)
               + coalesce((select sum(n.store_credit_cents) from credit_notes n join invoices i on i.number = n.invoice_number
                            where i.customer_id = c.id), 0)
               + coalesce((select sum(f.amount_cents) from sale_refunds f join sale_returns r on r.id = f.return_id
                            join sales s on s.id = r.sale_id
                            where f.method = 'store_credit' and s.customer_id = c.id), 0) as expected,
             c.store_credit_cents as found
        from customers c`),
  },
  {
    name: 'customer balance = open invoices − store credit',
    mismatches: differing(sql`
      select c.id as record, coalesce(o.cents, 0) - c.store_credit_cents as expected,
             c.owed_cents - c.store_credit_cents as found
        from customers c left join ${owedByCustomer} o on o.customer_id = c.id`),
  },
];
