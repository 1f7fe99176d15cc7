// The bench business's invoices: every completed bench sale to a customer on record invoiced on
// its day, as "Issue Invoice" would have numbered and frozen it (paid at the till, as the history's
// sales were), in a few set-based statements (a hundred thousand invoices one by one through the
// store would take an hour). What the customers owe follows: nothing, unless a sale was not paid in
// full. The history's sales keep no tax or discount of their own: what a sale's amount is over its
// lines is its invoice's tax, what it is under them its discount.
import { sql } from 'drizzle-orm';
import { locationCodeOf } from './areas/invoices/documentNumbers';
import { readDocument } from './areas/overview/businessDocuments';
import type { Executor } from './sql/executor';

export async function invoiceBenchSales(db: Executor): Promise<number> {
  const code = await locationCodeOf(db, (await readDocument(db, 'settings')).store.posLocationId);
  await db.execute(sql`
    with settings as (select value -> 'general' as general, value -> 'store' as store
                        from business_documents where name = 'settings'),
         lines as (select sale_id,
                          jsonb_agg(jsonb_build_object('lineNo', line_no + 1, 'itemId', item_id, 'name', name,
                            'price', unit_price_cents, 'quantity', quantity, 'discount', 0, 'tax', 0,
                            'total', unit_price_cents * quantity) order by line_no) as lines,
                          sum(unit_price_cents * quantity)::int as subtotal
                     from sale_lines group by sale_id),
         invoiced as (select s.*, c.name as customer_name, c.address, c.phone, c.email,
                             row_number() over (partition by left(s.date, 4) order by s.date, s.id) as n
                        from sales s join customers c on c.id = s.customer_id
                       where s.status = 'completed')
    insert into invoices (number, sale_id, customer_id, customer_name, customer, business, location_id,
                          issue_date, due_date, terms_days, lines, subtotal_cents, discount_cents, tax_cents,
                          tax_rate_hundredths, delivery_fee_cents, total_cents, paid_at_sale_cents, paid_cents,
                          currency, issued_at, issued_by)
    select 'INV-' || ${code} || '-' || left(i.date, 4) || '-' || lpad(i.n::text, 6, '0'),
           i.id, i.customer_id, i.customer_name,
           jsonb_build_object('name', i.customer_name, 'address', coalesce(i.address, ''),
                              'phone', coalesce(i.phone, ''), 'email', coalesce(i.email, '')),
           jsonb_build_object('name', settings.general ->> 'warehouseName',
                              'address', settings.general ->> 'businessAddress',
                              'phone', settings.general ->> 'phone', 'email', settings.general ->> 'email'),
           settings.store ->> 'posLocationId', i.date, i.date, 0, coalesce(lines.lines, '[]'), coalesce(lines.subtotal, i.amount_cents),
           greatest(coalesce(lines.subtotal, i.amount_cents) - i.amount_cents, 0),
           greatest(i.amount_cents - coalesce(lines.subtotal, i.amount_cents), 0), round((settings.store ->> 'taxRatePercent')::numeric * 100)::int,
           0, i.amount_cents, i.amount_cents, i.amount_cents, settings.store ->> 'defaultCurrency', i.created_at, 'admin'
      from invoiced i left join lines on lines.sale_id = i.id, settings`);
  const [{ invoiced }] = (
    await db.execute<{ invoiced: number }>(sql`select count(*)::int as invoiced from invoices`)
  ).rows as [{ invoiced: number }];
  // The counters where the next "Issue Invoice" goes on from, and what each customer owes.
  await db.execute(sql`
    insert into document_counters (kind, location_code, year, last_number)
    select 'INV', split_part(number, '-', 2), split_part(number, '-', 3)::int, max(split_part(number, '-', 4)::int)
      from invoices group by 2, 3`);
  await db.execute(sql`
    update customers c set owed_cents = o.owed
      from (select customer_id, sum(total_cents - paid_cents - credited_cents)::int as owed
              from invoices group by customer_id) o
     where o.customer_id = c.id`);
  return invoiced;
}
