// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.

import { NotFoundError, type WarehouseApi } from '@warehouse/domain/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { saleLines, sales } from '../../db/schema';
import type { StoreContext } from '../../sql/storeContext';
import { recordSaleGathered } from './gathered/recordSaleGathered';
import { posCatalogueCache } from './posCatalogueCache';
import { recordSaleInTransaction } from './recordSale';
import { readSalesPage } from './salesListing';
import { saleOf } from './salesRecords';

/** How a sale is written: in a transaction of its own, or gathered with those that arrive meanwhile. */
export type SalePath = 'plain' | 'gathered';

export function salesStore(
  db: Db,
  context: StoreContext,
  salePath: SalePath = 'gathered',
): Pick<WarehouseApi, 'listPosProducts' | 'recordSale' | 'listSales' | 'getSale'> {
  return {
    listPosProducts: posCatalogueCache(db),
    recordSale: salePath === 'plain' ? recordSaleInTransaction(db, context) : recordSaleGathered(db, context),
    listSales: (query = {}) => readSalesPage(db, query),
    getSale: async (id) => {
      const [row] = await db.select().from(sales).where(eq(sales.id, id));
      if (!row) throw new NotFoundError('Sale', id);
      const lines = await db
        .select({
          id: saleLines.itemId,
          name: saleLines.name,
          price: saleLines.unitPriceCents,
          quantity: saleLines.quantity,
        })
        .from(saleLines)
        .where(eq(saleLines.saleId, id))
        .orderBy(saleLines.lineNo);
      return { sale: saleOf(row), lines };
    },
  };
}
