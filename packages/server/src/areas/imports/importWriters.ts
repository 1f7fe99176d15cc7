// How an import writes each kind on PostgreSQL, in the import's one transaction: each record is
// matched to what is there (a product by SKU, a customer by email or else phone, a supplier by
// name, stock by SKU and bin), then the same rule as its form's call decides what is stored.
// Opening stock goes through the stock ledger as movements, never into a balance directly.
import { productToCreate, productToUpdate, type Stamp, stockItemsOf } from '@warehouse/domain/catalogue';
import { ValidationError, valueOrThrow } from '@warehouse/domain/contract';
import { IMPORT_MESSAGES, type ImportWriters } from '@warehouse/domain/imports';
import {
  emailKey,
  phoneDigits,
  refuseSharedContacts,
  validateCustomerForm,
  validateSupplierForm,
} from '@warehouse/domain/people';
import type { ProductFormValues } from '@warehouse/domain/stock';
import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { bins, customers, locations, products, stockBalances, stockItems, suppliers } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import { readCatalogueOf, writeProduct } from '../catalogue/catalogueRecords';
import { sharingContacts } from '../people/peopleStore';
import { itemsWithHistory, recordStockChange } from '../stock/stockRecords';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The writers of one import, in its transaction `tx`, stamped with who imports. */
export function sqlImportWriters(tx: Executor, stamp: () => Stamp): ImportWriters {
  /** The products that hold any of these SKUs or barcodes (theirs or a variant's): what the code checks read. */
  const productsWithCodes = async (skus: string[], barcodes: string[]) => {
    const owners: SQL[] = [inArray(stockItems.sku, skus)];
    if (barcodes.length > 0) owners.push(inArray(stockItems.barcode, barcodes));
    const rows = await tx
      .select({ id: stockItems.productId })
      .from(stockItems)
      .where(or(...owners));
    const own = await tx.select({ id: products.id }).from(products).where(inArray(products.sku, skus));
    return [...new Set([...rows, ...own].map((row) => row.id))];
  };

  return {
    products: async (values, mode) => {
      const skus = [values.baseSku, ...values.variants.map((variant) => variant.sku)].filter(Boolean);
      const barcodes = [
        values.barcode ?? '',
        ...values.variants.map((variant) => variant.barcode ?? ''),
      ].filter(Boolean);
      const catalogue = await readCatalogueOf(tx, {
        productIds: await productsWithCodes(skus, barcodes),
        withCategories: false,
      });
      const [match] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sku, values.baseSku));
      const matched = match ? catalogue.product(match.id) : undefined;
      if (!matched) {
        const { product } = await withNewId(tx, 'product', (newId) =>
          // Without stock: opening stock is imported per bin, through the ledger.
          productToCreate(values, catalogue, newId, { receivingBin: '', binExists: () => true }, stamp()),
        );
        await writeProduct(tx, product, { isNew: true });
        return 'created';
      }
      if (mode === 'create') return 'unchanged';
      // The file's variants are the product's own when their SKUs are.
      const variantIdOf = new Map(matched.variants.map((variant) => [variant.sku, variant.id]));
      const edit: ProductFormValues = {
        ...values,
        variants: values.variants.map((variant) => ({
          ...variant,
          id: variantIdOf.get(variant.sku) ?? variant.id,
        })),
      };
      const history = await itemsWithHistory(
        tx,
        stockItemsOf(matched).map((item) => item.id),
      );
      const edited = productToUpdate(matched, edit, catalogue, (itemId) => history.has(itemId));
      if (same(edited, matched)) return 'unchanged';
      await writeProduct(tx, edited, { isNew: false });
      return 'updated';
    },

    stock: async (line, mode) => {
      const [item] = await tx
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(eq(stockItems.sku, line.sku));
      if (!item)
        throw new ValidationError(IMPORT_MESSAGES.skuUnknown(line.sku), {
          sku: IMPORT_MESSAGES.skuUnknown(line.sku),
        });
      const found = await tx
        .select({ id: bins.id })
        .from(bins)
        .innerJoin(locations, eq(locations.id, bins.locationId))
        .where(
          and(
            sql`lower(${bins.label}) = ${line.bin.toLowerCase()}`,
            line.location === '' ? undefined : sql`lower(${locations.name}) = ${line.location.toLowerCase()}`,
          ),
        );
      const message =
        found.length === 0
          ? IMPORT_MESSAGES.binUnknown(line.bin)
          : found.length > 1
            ? IMPORT_MESSAGES.binAmbiguous(line.bin)
            : undefined;
      if (message) throw new ValidationError(message, { bin: message });
      const binId = (found[0] as { id: string }).id;
      const [balance] = await tx
        .select({ onHand: stockBalances.onHand })
        .from(stockBalances)
        .where(and(eq(stockBalances.itemId, item.id), eq(stockBalances.binId, binId)));
      const onHand = balance?.onHand ?? 0;
      if (onHand === line.quantity) return 'unchanged';
      const lines = [{ itemId: item.id, binId, quantity: line.quantity }];
      // Create: a bin that holds the item already keeps what it holds. Update: counted to the file's figure.
      if (mode === 'create') {
        if (onHand > 0 || line.quantity === 0) return 'unchanged';
        await recordStockChange(tx, {
          kind: 'opening',
          lines,
          ...stamp(),
          document: { kind: 'import', id: line.sku },
        });
        return 'created';
      }
      await recordStockChange(tx, { kind: 'count', lines, reason: 'Import', ...stamp() });
      return 'updated';
    },

    customers: async (form, mode) => {
      const details = valueOrThrow(validateCustomerForm(form));
      const email = emailKey(details.email);
      const digits = phoneDigits(details.phone);
      const [match] = await tx
        .select()
        .from(customers)
        .where(
          and(
            not(customers.archived),
            email !== '' ? sql`lower(${customers.email}) = ${email}` : eq(customers.phoneDigits, digits),
          ),
        );
      if (match && mode === 'create') return 'unchanged';
      refuseSharedContacts(details, await sharingContacts(tx, details, match?.id));
      if (match) {
        const { name, email: was, phone, address } = match;
        if (same({ name, email: was, phone, address }, details)) return 'unchanged';
        await tx.update(customers).set(details).where(eq(customers.id, match.id));
        return 'updated';
      }
      const id = await withNewId(tx, 'customer', (newId) => newId());
      await tx.insert(customers).values({ id, ...details });
      return 'created';
    },

    suppliers: async (form, mode) => {
      const values = valueOrThrow(validateSupplierForm(form));
      const [match] = await tx
        .select()
        .from(suppliers)
        .where(sql`lower(trim(${suppliers.name})) = ${values.name.toLowerCase()}`);
      if (match && mode === 'create') return 'unchanged';
      if (match) {
        const { name, email, phone, address, leadTimeDays } = match;
        if (same({ name, email, phone, address, leadTimeDays }, values)) return 'unchanged';
        await tx.update(suppliers).set(values).where(eq(suppliers.id, match.id));
        return 'updated';
      }
      const id = await withNewId(tx, 'supplier', (newId) => newId());
      await tx.insert(suppliers).values({ id, ...values });
      return 'created';
    },
  };
}
