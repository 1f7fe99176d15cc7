// The stock ledger's invariants, as the bench checks them after its load: every balance is the sum
// of its movements, none is below zero, and each product's stock is the sum of its items' balances.
import type pg from 'pg';

export interface LedgerReport {
  balancesOffTheirMovements: number;
  negativeBalances: number;
  productStockOffTheirBalances: number;
}

export async function checkLedger(client: Pick<pg.ClientBase, 'query'>): Promise<LedgerReport> {
  const { rows } = await client.query<LedgerReport>(`
    select
      (select count(*)::int from stock_balances b full join
        (select item_id, bin_id, sum(quantity) as moved from stock_movements group by 1, 2) m using (item_id, bin_id)
        where coalesce(b.on_hand, 0) <> coalesce(m.moved, 0)) as "balancesOffTheirMovements",
      (select count(*)::int from stock_balances where on_hand < 0) as "negativeBalances",
      (select count(*)::int from product_stock s full join
        (select i.product_id, sum(b.on_hand) as on_hand from stock_balances b join stock_items i on i.id = b.item_id group by 1) t
        using (product_id) where s.product_id is null or s.on_hand <> coalesce(t.on_hand, 0)) as "productStockOffTheirBalances"`);
  return rows[0] as LedgerReport;
}

/** What is wrong with the ledger, in words; null when it holds. */
export function ledgerProblem(report: LedgerReport): string | null {
  const problems = [
    report.balancesOffTheirMovements > 0 &&
      `${report.balancesOffTheirMovements} balance(s) differ from the sum of their movements`,
    report.negativeBalances > 0 && `${report.negativeBalances} balance(s) are below zero`,
    report.productStockOffTheirBalances > 0 &&
      `${report.productStockOffTheirBalances} product(s) whose stock differs from their items' balances`,
  ].filter(Boolean);
  return problems.length === 0 ? null : problems.join('; ');
}
