// How an import writes each kind on PostgreSQL, in the import's one transaction, a chunk of
// records at a time: each record is matched to what is there (a product by SKU, a customer by
// email or else phone, a supplier by name, stock by SKU and bin), then the same rule as its
// form's call decides what is stored. Opening stock goes through the stock ledger as movements.
import type { Stamp } from '@warehouse/domain/catalogue';
import type { ImportWriters } from '@warehouse/domain/imports';
import type { Executor } from '../../sql/executor';
import { customersWriter, suppliersWriter } from './peopleWriters';
import { productsWriter } from './productsWriter';
import { stockWriter } from './stockWriter';

/** The writers of one import, in its transaction `tx`, stamped with who imports. */
export function sqlImportWriters(tx: Executor, stamp: () => Stamp): ImportWriters {
  return {
    products: productsWriter(tx, stamp),
    stock: stockWriter(tx, stamp),
    customers: customersWriter(tx),
    suppliers: suppliersWriter(tx),
  };
}
