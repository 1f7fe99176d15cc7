// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.

import { NotFoundError, type WarehouseApi } from '@warehouse/domain/contract';
import { tillSettingsOf } from '@warehouse/domain/pos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { saleLines, sales, saleTenders, staffAccounts } from '../../db/schema';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';
import { recordSaleGathered } from './gathered/recordSaleGathered';
import { posCatalogueCache } from './posCatalogueCache';
import { recordSaleInTransaction } from './recordSale';
import { readSalesPage } from './salesListing';
import { saleMoneyOf, saleOf } from './salesRecords';

/** How a sale is written: in a transaction of its own, or gathered with those that arrive meanwhile. */
export type SalePath = 'plain' | 'gathered';

export function salesStore(
  db: Db,
  context: StoreContext,
  salePath: SalePath = 'gathered',
): Pick<WarehouseApi, 'listPosProducts' | 'getTillSettings' | 'recordSale' | 'listSales' | 'getSale'> {
  return {
    listPosProducts: posCatalogueCache(db),
    getTillSettings: async () => tillSettingsOf(await readDocument(db, 'settings')),
    recordSale: salePath === 'plain' ? recordSaleInTransaction(db, context) : recordSaleGathered(db, context),
    listSales: (query = {}) => readSalesPage(db, query),
    getSale: async (id) => {
      const [found] = await db
        .select({ sale: sales, soldBy: staffAccounts.name })
        .from(sales)
        .leftJoin(staffAccounts, eq(staffAccounts.email, sales.recordedBy))
        .where(eq(sales.id, id));
      if (!found) throw new NotFoundError('Sale', id);
      const [lines, tenders] = await Promise.all([
        db.select().from(saleLines).where(eq(saleLines.saleId, id)).orderBy(saleLines.lineNo),
        db.select().from(saleTenders).where(eq(saleTenders.saleId, id)).orderBy(saleTenders.tenderNo),
      ]);
      const { sale: row } = found;
      const money = saleMoneyOf(row, tenders);
      return {
        sale: saleOf(row),
        lines: lines.map((line) => ({
          id: line.itemId,
          name: line.name,
          price: line.unitPriceCents,
          quantity: line.quantity,
          ...(line.taxCents !== null ? { discount: line.discountCents ?? 0, tax: line.taxCents } : {}),
          ...(line.discountReason ? { discountReason: line.discountReason } : {}),
        })),
        ...(money
          ? {
              money,
              soldBy: found.soldBy ?? row.recordedBy ?? '',
              soldAt: row.createdAt ? new Date(row.createdAt).toISOString() : '',
            }
          : {}),
      };
    },
  };
}
