import { sql } from 'drizzle-orm';
import type { Executor } from '../sql/executor';

/**
 * For tests of selling that are not about the cash drawer: the business's settings let a cash sale
 * be recorded with no drawer open (as Settings → Store's switch turned off does).
 */
export async function sellingWithoutADrawer(db: Executor): Promise<void> {
  await db.execute(sql`update business_documents
    set value = jsonb_set(value, '{store,cashSaleNeedsOpenDrawer}', 'false') where name = 'settings'`);
}
