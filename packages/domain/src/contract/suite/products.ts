// The contract suite's part on products.
import { describe, expect, it } from 'vitest';
import { posEntriesOf } from '../../pos/posCatalogue';
import { emptyHeader } from '../../purchasing/purchaseOrder';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';
import { INVALID_INPUT_MESSAGE } from '../validation';

import { cashSale, productValues, rejection, type SuiteContext } from './fixtures';

export function productsSuite({ api, inventoryRow, posItem, editValues }: SuiteContext): void {
  describe('Data contract: money is integer cents on the wire (issue 14)', () => {
    it("every amount the contract gives is whole cents: prices, totals, a recorded sale's amount", async () => {
      const a = await api();
      const { sale, delivery } = await a.recordSale({
        ...cashSale(['P001-BLK', 1], ['P012', 2]),
        choice: { kind: 'delivery', option: 'fast' },
        customer: { name: 'Jane Roe', phone: '555 0100', address: '1 High St' },
      });
      const order = await a.createPurchaseOrder({
        header: { ...emptyHeader('2024-02-01'), supplierId: 'SUP-001' },
        lines: [
          { id: 'P002-2M', productName: 'Cable', sku: 'USB-002-2M', quantity: 3, unitPrice: 650, total: 0 },
        ],
      });
      const { delivery: fees } = await a.getSettings();
      const account = await a.getAccount();
      const amounts = [
        sale.amount,
        delivery?.totalAmount,
        order.total,
        ...order.lines.flatMap((line) => [line.unitPrice, line.total]),
        ...(await everyItem((q) => a.listProducts(q))).map((p) => p.price),
        ...posEntriesOf(await a.listPosProducts()).map((p) => p.price),
        ...(await everyItem((q) => a.listPurchaseProducts(q))).map((p) => p.price),
        ...(await everyItem((q) => a.listSales(q))).map((s) => s.amount),
        ...(await everyItem((q) => a.listDeliveries(q))).map((d) => d.totalAmount),
        ...(await everyItem((q) => a.listCustomers(q))).map((c) => c.totalSpent),
        ...(await everyItem((q) => a.listRiders(q))).flatMap((r) => [r.earnings.today, r.earnings.total]),
        ...(await a.getDashboard()).recentOrders.map((o) => o.amount),
        ...(await a.getAnalytics()).filter((k) => k.format === 'money').map((k) => k.value),
        fees.deliveryFee,
        fees.freeDeliveryThreshold,
        ...account.orders.map((o) => o.total),
        ...account.invoices.map((i) => i.amount),
        ...account.wishlist.map((w) => w.price),
      ];
      expect(amounts.filter((amount) => !Number.isSafeInteger(amount))).toEqual([]);
      expect(sale.amount).toBe(16_451); // 79.99 + 6.60 tax and 71.98 + 5.94 tax (8.25%), no fee over $50
      expect(order.total).toBe(1950);
    });
  });

  describe('Data contract: products', () => {
    it('creates a product first in the list, with the next id, its opening stock and its status', async () => {
      const a = await api();
      const product = await a.createProduct(productValues);
      expect(product).toEqual({
        id: 'P029',
        name: 'Desk Fan',
        sku: 'DF-1',
        category: 'Home & Garden',
        price: 2450,
        stock: 3,
        lowStockThreshold: 10,
        status: 'Low Stock',
        variants: [],
        onOrder: 0,
      });
      expect((await everyItem((q) => a.listProducts(q)))[0]).toEqual(product);
      expect((await everyItem((q) => a.listLowStock(q))).map((item) => item.name)).toContain('Desk Fan');
      expect((await a.createProduct({ ...productValues, baseSku: 'DF-2' })).id).toBe('P030');
    });

    it('puts the opening stock into the bin chosen; an unknown bin is refused and creates nothing (issue 14)', async () => {
      const a = await api();
      const unknown = await rejection(a.createProduct({ ...productValues, openingBinId: 'Z-9-9' }));
      expect(unknown).toBeInstanceOf(NotFoundError);
      expect((await everyItem((q) => a.listProducts(q))).map((product) => product.name)).not.toContain(
        'Desk Fan',
      );
      const product = await a.createProduct({ ...productValues, openingBinId: 'DT-FLOOR' });
      expect(product.id).toBe('P029');
      expect((await a.getProduct(product.id)).byLocation).toContainEqual({
        location: 'Downtown Store',
        onHand: 3,
      });
      expect((await a.listProductMovements(product.id)).items).toEqual([
        expect.objectContaining({ kind: 'opening', quantity: 3, bin: 'Sales floor · Downtown Store' }),
      ]);
      // Sold at once: the Downtown Store is where the POS sells from.
      expect((await posItem(a, product.id))?.stock).toBe(3);
    });

    it('puts the opening stock into the receiving bin when none is chosen (issue 14)', async () => {
      const a = await api();
      const product = await a.createProduct(productValues);
      expect((await a.listProductMovements(product.id)).items).toEqual([
        expect.objectContaining({ kind: 'opening', quantity: 3, bin: 'A-1-1 · Main Warehouse' }),
      ]);
      expect((await a.getProduct(product.id)).byLocation).toContainEqual({
        location: 'Main Warehouse',
        onHand: 3,
      });
    });

    it('a product may have no category (the form leaves it optional): it is listed with none', async () => {
      const a = await api();
      const product = await a.createProduct({ ...productValues, category: '', stock: '0' });
      expect(product).toMatchObject({ category: '', status: 'Out of Stock' });
      expect((await a.getProduct(product.id)).product.categoryId).toBe('');
    });

    it("a product with variants is stocked as its variants: the product's stock is their sum", async () => {
      const a = await api();
      const product = await a.createProduct({
        ...productValues,
        variants: [
          { id: 'v1', name: 'White', sku: 'DF-1-W', price: '24.5', stock: '4' },
          { id: 'v2', name: 'Black', sku: '', price: '26', stock: '7' },
        ],
      });
      expect(product.stock).toBe(11);
      expect(product.variants.map((v) => [v.name, v.stock])).toEqual([
        ['White', 4],
        ['Black', 7],
      ]);
      const pos = posEntriesOf(await a.listPosProducts());
      expect(pos.filter((p) => p.id.startsWith('P029')).map((p) => [p.id, p.name, p.price])).toEqual([
        ['P029-1', 'Desk Fan (White)', 2450],
        ['P029-2', 'Desk Fan (Black)', 2600],
      ]);
      expect((await a.getProduct('P029')).product.variants.map((v) => v.sku)).toEqual(['DF-1-W', 'DF-1-2']);
    });

    it('refuses a SKU another product or variant uses, naming it, and adds nothing (not even an id)', async () => {
      const a = await api();
      const error = await rejection(a.createProduct({ ...productValues, baseSku: 'USB-002-1M' }));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({
        code: 'duplicate_sku',
        fieldErrors: { baseSku: 'SKU USB-002-1M is already used by USB-C Charging Cable (1 m)' },
      });
      expect(await everyItem((q) => a.listProducts(q))).toHaveLength(28);
      expect((await a.createProduct(productValues)).id).toBe('P029');
    });

    it('rejects an invalid form with a ValidationError keyed by field', async () => {
      const error = await rejection((await api()).createProduct({ ...productValues, name: '', stock: 'x' }));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe(INVALID_INPUT_MESSAGE);
      expect((error as ValidationError).fieldErrors).toEqual({
        name: 'Product Name is required',
        stock: 'Stock Quantity must be a whole number',
      });
    });
  });

  describe('Data contract: editing, archiving and deleting products (issue 14)', () => {
    it('gets a product as the catalogue holds it: prices in cents, stock by item, history', async () => {
      const detail = await (await api()).getProduct('P002');
      expect(detail.product).toMatchObject({
        name: 'USB-C Charging Cable',
        price: 1299,
        cost: 650,
        categoryId: 'electronics',
      });
      expect(detail.onHand).toEqual({ 'P002-1M': 5, 'P002-2M': 3 });
      expect(detail.hasHistory).toBe(true);
      expect(await rejection((await api()).getProduct('P999'))).toBeInstanceOf(NotFoundError);
    });

    it("an edited price is what the POS sells at, and the item's stock stays as it was", async () => {
      const a = await api();
      const values = await editValues(a, 'P012');
      const edited = await a.updateProduct('P012', { ...values, basePrice: '31.50', stock: '999' });
      expect(edited).toMatchObject({ id: 'P012', price: 3150, stock: 3 });
      expect(await posItem(a, 'P012')).toMatchObject({ price: 3150, stock: 3 });
      expect((await everyItem((q) => a.listProducts(q))).findIndex((p) => p.id === 'P012')).toBe(11);
    });

    it('a SKU code can change: stock belongs to the item, not to its code', async () => {
      const a = await api();
      const values = await editValues(a, 'P002');
      const variants = values.variants.map((v) => (v.name === '1 m' ? { ...v, sku: 'USB-C-100' } : v));
      await a.updateProduct('P002', { ...values, variants });
      const { product, onHand } = await a.getProduct('P002');
      expect(product.variants.map((v) => v.sku)).toEqual(['USB-C-100', 'USB-002-2M']);
      expect(onHand['P002-1M']).toBe(5);
      // The old code is free again; the new one is taken.
      await a.createProduct({ ...productValues, baseSku: 'USB-002-1M' });
      expect(await rejection(a.createProduct({ ...productValues, baseSku: 'USB-C-100' }))).toMatchObject({
        code: 'duplicate_sku',
      });
    });

    it('refuses removing a variant with stock history, naming it, and changes nothing', async () => {
      const a = await api();
      const values = await editValues(a, 'P001');
      const error = await rejection(
        a.updateProduct('P001', { ...values, variants: values.variants.filter((v) => v.name !== 'White') }),
      );
      expect(error).toMatchObject({
        code: 'invalid',
        fieldErrors: {
          variants: 'White has stock history, so it cannot be removed: archive the product instead',
        },
      });
      expect((await inventoryRow(a, 'P001'))?.variants).toHaveLength(2);
    });

    it('a variant that never had stock can be removed; a new one gets an id no variant has had', async () => {
      const a = await api();
      const product = await a.createProduct({
        ...productValues,
        stock: '0',
        variants: [
          { id: 'v1', name: 'White', sku: '', price: '24.5', stock: '0' },
          { id: 'v2', name: 'Black', sku: '', price: '24.5', stock: '0' },
        ],
      });
      const values = await editValues(a, product.id);
      const withoutWhite = values.variants.filter((v) => v.name !== 'White');
      await a.updateProduct(product.id, {
        ...values,
        variants: [...withoutWhite, { id: 'new', name: 'Red', sku: '', price: '24.5', stock: '' }],
      });
      const { product: edited } = await a.getProduct(product.id);
      expect(edited.variants.map((v) => [v.id, v.name, v.sku])).toEqual([
        ['P029-2', 'Black', 'DF-1-2'],
        ['P029-3', 'Red', 'DF-1-3'],
      ]);
    });

    it('archived products leave Inventory, the POS and the counts, and keep their history', async () => {
      const a = await api();
      const history = (await a.listProductMovements('P004')).items;
      await a.archiveProduct('P004');
      expect((await a.listProductMovements('P004')).items).toEqual(history);
      expect(history.length).toBeGreaterThan(0);
      expect(await inventoryRow(a, 'P004')).toBeUndefined();
      expect(await posItem(a, 'P004')).toBeUndefined();
      expect((await a.listCategories()).find((c) => c.name === 'Electronics')?.productCount).toBe(8);
      expect((await a.getProduct('P004')).product.archived).toBe(true);
      expect(await rejection(a.recordSale(cashSale(['P004', 1])))).toBeInstanceOf(NotFoundError);
    });

    it('a product created, moved to another category or deleted is counted in the category it is in', async () => {
      const a = await api();
      const count = async (name: string) =>
        (await a.listCategories()).find((c) => c.name === name)?.productCount ?? -1;
      const [home, sports] = [await count('Home & Garden'), await count('Sports')];
      const created = await a.createProduct({ ...productValues, stock: '0' });
      expect(await count('Home & Garden')).toBe(home + 1);
      await a.updateProduct(created.id, { ...(await editValues(a, created.id)), category: 'sports' });
      expect([await count('Home & Garden'), await count('Sports')]).toEqual([home, sports + 1]);
      await a.deleteProduct(created.id);
      expect(await count('Sports')).toBe(sports);
    });

    it('deletes a product that never had stock, and refuses one with history (archive it instead)', async () => {
      const a = await api();
      await a.deleteProduct('P003');
      expect(await inventoryRow(a, 'P003')).toBeUndefined();
      expect(await rejection(a.getProduct('P003'))).toBeInstanceOf(NotFoundError);
      expect(await rejection(a.deleteProduct('P012'))).toMatchObject({
        code: 'has_history',
        notice: {
          message: 'Illustrated World Atlas has stock history, so it cannot be deleted: archive it instead',
        },
      });
      expect(await inventoryRow(a, 'P012')).toBeDefined();
    });
  });

  describe('Data contract: renaming a category', () => {
    it('the category, its products in Inventory and the till all carry the new name; its products stay', async () => {
      const a = await api();
      const before = (await a.listCategories()).find((category) => category.id === 'electronics');
      const renamed = await a.renameCategory('electronics', { name: '  Electronics & Gadgets ' });
      expect(renamed).toEqual({ ...before, name: 'Electronics & Gadgets' });
      expect((await a.listCategories()).map((category) => category.name)).toContain('Electronics & Gadgets');
      expect((await inventoryRow(a, 'P001'))?.category).toBe('Electronics & Gadgets');
      expect((await posItem(a, 'P001-BLK'))?.category).toBe('Electronics & Gadgets');
    });

    it('refuses a blank name, a name another category has (case ignored) and an unknown category, changing nothing', async () => {
      const a = await api();
      const before = await a.listCategories();
      for (const [name, message] of [
        ['  ', 'Name is required'],
        ['clothing', 'Another category has this name'],
        ['x'.repeat(61), "A category's name is at most 60 characters"],
      ] as const) {
        const refused = await rejection(a.renameCategory('electronics', { name }));
        expect(refused).toBeInstanceOf(ValidationError);
        expect((refused as ValidationError).fieldErrors).toEqual({ name: message });
      }
      expect(await rejection(a.renameCategory('no-such-category', { name: 'Toys' }))).toBeInstanceOf(
        NotFoundError,
      );
      expect(await a.listCategories()).toEqual(before);
    });
  });
}
