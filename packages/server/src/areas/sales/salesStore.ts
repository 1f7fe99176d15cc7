// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.

import type { WarehouseApi } from '@warehouse/domain/contract';
import { tillSettingsOf } from '@warehouse/domain/pos';
import type { Db } from '../../db/database';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';
import { recordSaleGathered } from './gathered/recordSaleGathered';
import { posCatalogueCache } from './posCatalogueCache';
import { recordSaleInTransaction } from './recordSale';
import { readSaleDetail } from './saleDetail';
import { readSalesPage } from './salesListing';

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
    getSale: (id) => readSaleDetail(db, id),
  };
}
