// How an import writes a chunk of products on PostgreSQL, in the import's one transaction: the
// products that hold any of the chunk's codes read in one go, each record (its form as the
// product form's rule parsed it) matched by its SKU and decided by the catalogue's rules against
// them and the chunk's records before it, then the new products given numbers drawn together and
// inserted together. Edits are written one by one.
import {
  type CatalogueProduct,
  checkedProductToCreate,
  checkedProductToUpdate,
  type Stamp,
  stockItemsOf,
} from '@warehouse/domain/catalogue';
import { type ImportMode, outcomeOrRefusal, type WriteResult } from '@warehouse/domain/imports';
import type { ProductForm } from '@warehouse/domain/stock';
import { sql } from 'drizzle-orm';
import { products, stockItems } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { drawIds } from '../../sql/ids';
import { isAnyOf } from '../../sql/matching';
import { insertProducts, readCatalogueOf, writeProduct } from '../catalogue/catalogueRecords';
import { itemsWithHistory } from '../stock/stockRecords';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The SKUs a product form may store: the product's, each variant's (or the one a blank one is given). */
function skusOf(form: ProductForm): string[] {
  return [
    form.baseSku,
    ...form.variants.map((variant, index) => variant.sku || `${form.baseSku}-${index + 1}`),
  ];
}

const barcodesOf = (form: ProductForm) =>
  [form.barcode ?? '', ...form.variants.map((variant) => variant.barcode ?? '')].filter(Boolean);

/**
 * The products a chunk's rules read: those whose own SKU is one of the chunk's (the matches, by
 * SKU: the first of each) and those with an item holding one of its SKUs or barcodes.
 */
async function productsOfCodes(tx: Executor, chunk: readonly ProductForm[]) {
  const skus = [...new Set(chunk.flatMap(skusOf))];
  const barcodes = [...new Set(chunk.flatMap(barcodesOf))];
  // In one round trip: the matches (with their SKU), then the holders (without).
  const { rows } = await tx.execute<{ id: string; sku: string | null }>(
    sql`select ${products.id} as id, ${products.sku} as sku from ${products} where ${isAnyOf(products.sku, skus)}
      union all
      select distinct ${stockItems.productId}, null from ${stockItems}
      where ${isAnyOf(stockItems.sku, skus)} or ${isAnyOf(stockItems.barcode, barcodes)}`,
  );
  const matchOf = new Map<string, string>();
  for (const { id, sku } of rows) if (sku !== null && !matchOf.has(sku)) matchOf.set(sku, id);
  const productIds = [...new Set(rows.map((row) => row.id))];
  const catalogue = await readCatalogueOf(tx, { productIds, withCategories: false });
  return { matchOf, catalogue };
}

/** A new product under the id drawn for it: its variants are named by its id (newCatalogueProduct). */
const numbered = (product: CatalogueProduct, id: string): CatalogueProduct => ({
  ...product,
  id,
  variants: product.variants.map((variant) => ({ ...variant, id: variant.id.replace(product.id, id) })),
});

/** The products writer of one import, in its transaction `tx`, stamped with who imports. */
export function productsWriter(tx: Executor, stamp: () => Stamp) {
  // A new product's id until its number is drawn, unique in this import (never stored).
  let standIns = 0;
  const standInId = () => `PRD-NEW-${++standIns}`;
  return async (chunk: readonly ProductForm[], mode: ImportMode): Promise<WriteResult[]> => {
    const { matchOf, catalogue } = await productsOfCodes(tx, chunk);
    const matched = [...new Set(chunk.map((form) => matchOf.get(form.baseSku)))].flatMap(
      (id) => catalogue.product(id ?? '') ?? [],
    );
    const history =
      mode === 'update'
        ? await itemsWithHistory(
            tx,
            matched.flatMap((product) => stockItemsOf(product).map((item) => item.id)),
          )
        : new Set<string>();
    const added: CatalogueProduct[] = [];
    const edited: CatalogueProduct[] = [];
    const when = stamp();
    const results = chunk.map((form) =>
      outcomeOrRefusal(() => {
        const match = catalogue.product(matchOf.get(form.baseSku) ?? '');
        if (!match) {
          // Without stock: opening stock is imported per bin, through the ledger. Numbered below.
          const { product } = checkedProductToCreate(
            form,
            catalogue,
            standInId,
            { receivingBin: '', binExists: () => true },
            when,
          );
          catalogue.put(product);
          added.push(product);
          return 'created';
        }
        if (mode === 'create') return 'unchanged';
        // The file's variants are the product's own when their SKUs are.
        const variantIdOf = new Map(match.variants.map((variant) => [variant.sku, variant.id]));
        const edit: ProductForm = {
          ...form,
          variants: form.variants.map((variant) => ({
            ...variant,
            id: variantIdOf.get(variant.sku) ?? variant.id,
          })),
        };
        const next = checkedProductToUpdate(match, edit, catalogue, (itemId) => history.has(itemId));
        if (same(next, match)) return 'unchanged';
        catalogue.put(next);
        edited.push(next);
        return 'updated';
      }),
    );
    // Edits first: a code an edit gives up may be a new product's.
    for (const product of edited) await writeProduct(tx, product, { isNew: false });
    const ids = await drawIds(tx, 'product', added.length);
    await insertProducts(
      tx,
      added.map((product, index) => numbered(product, ids[index] as string)),
    );
    return results;
  };
}
