// The contract suite's part on sample.
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../format/format';
import { applyPosCatalogue, posEntriesOf } from '../../pos/posCatalogue';
import { sampleProducts } from '../../sample/products';
import { sampleSeed } from '../../sample/seed';
import { ValidationError } from '../errors';
import { everyItem } from '../page';

import { cashSale, NOW, productValues, rejection, SAMPLE_INVENTORY, type SuiteContext } from './fixtures';

export function sampleSuite({ api, inventoryRow, posItem, editValues }: SuiteContext): void {
  describe('Data contract: the sample business', () => {
    it('starts from the sample lists', async () => {
      const seed = sampleSeed(isoDate(NOW));
      const a = await api(seed);
      expect(await everyItem((q) => a.listSales(q))).toEqual(seed.sales);
      expect(await everyItem((q) => a.listDeliveries(q))).toEqual(seed.deliveries);
      expect(await everyItem((q) => a.listRiders(q))).toEqual(seed.riders);
      expect(
        (await everyItem((q) => a.listCustomers(q))).map(({ id, name, email, phone, address }) => ({
          id,
          name,
          email,
          phone,
          address,
        })),
      ).toEqual(seed.customers);
      expect(await a.listSuppliers()).toEqual(seed.suppliers);
      expect(await everyItem((q) => a.listPurchaseOrders(q))).toEqual(seed.purchaseOrders);
      expect(await everyItem((q) => a.listNotifications(q))).toEqual(seed.notifications);
      expect(await a.getSettings()).toEqual(seed.settings);
      expect(await a.getAccount()).toEqual(seed.account);
    });

    it("computes the spec's Inventory from the catalogue and the opening stock: every figure and status", async () => {
      const products = await everyItem(async (q) => (await api()).listProducts(q));
      expect(products.slice(0, sampleProducts.length)).toEqual(SAMPLE_INVENTORY);
    });

    it('one catalogue: the POS sells the items Inventory lists, and Purchase Orders buys the same items', async () => {
      const a = await api();
      const pos = posEntriesOf(await a.listPosProducts());
      const purchase = await everyItem((q) => a.listPurchaseProducts(q));
      expect(pos.find((p) => p.id === 'P001-BLK')).toMatchObject({
        name: 'Wireless Bluetooth Headphones (Black)',
        price: 7999,
        category: 'Electronics',
      });
      expect(purchase.find((p) => p.sku === 'USB-002-1M')).toMatchObject({ currentStock: 5, price: 650 });
      expect(new Set(pos.map((p) => p.id))).toEqual(new Set(purchase.map((p) => p.id)));
      // Named as the POS names them, the newest product's items first.
      for (const item of purchase) expect(item.name).toBe(pos.find((p) => p.id === item.id)?.name);
      const [newest] = (await a.listProducts({ limit: 1 })).items;
      expect(purchase[0]?.id.startsWith(newest?.id ?? '?')).toBe(true);
    });

    it("Purchase Orders' products a page at a time (issue 18): newest first, searched by item name or SKU, or only the items asked for", async () => {
      const a = await api();
      const all = await everyItem((q) => a.listPurchaseProducts(q));
      const first = await a.listPurchaseProducts({ limit: 3 });
      expect(first.items).toEqual(all.slice(0, 3));
      expect(first.total).toBe(all.length);
      const second = await a.listPurchaseProducts({ limit: 3, cursor: first.nextCursor ?? '' });
      expect(second.items).toEqual(all.slice(3, 6));
      const matching = (text: string) =>
        all.filter((p) => `${p.name}\n${p.sku}`.toLowerCase().includes(text.toLowerCase()));
      // A variant's name, the name across its bracket, and a SKU; case ignored.
      for (const text of ['bLaCk', 'Headphones (Bl', 'usb-002-1m', 'cable']) {
        expect(matching(text).length).toBeGreaterThan(0);
        expect(await everyItem((q) => a.listPurchaseProducts({ ...q, search: text }))).toEqual(
          matching(text),
        );
      }
      expect((await a.listPurchaseProducts({ search: "o'b\\'; --" })).total).toBe(0);
      const some = [all[4], all[0]].map((p) => p?.id ?? '');
      expect((await a.listPurchaseProducts({ itemIds: some })).items).toEqual([all[0], all[4]]);
      expect(await rejection(a.listPurchaseProducts({ cursor: 'NO-SUCH-ITEM' }))).toBeInstanceOf(
        ValidationError,
      );
    });

    it('the POS shows stock at its own location (the Downtown Store), Inventory over all locations', async () => {
      const a = await api();
      expect((await inventoryRow(a, 'P010'))?.stock).toBe(240);
      expect((await posItem(a, 'P010'))?.stock).toBe(120);
    });

    it('Issue 18: a till that holds the catalogue asks only for what changed since; what it then holds is the catalogue as it is', async () => {
      const a = await api();
      const held = applyPosCatalogue(undefined, await a.listPosProducts());
      await a.recordSale(cashSale(['P010', 2]));
      await a.updateProduct('P012', { ...(await editValues(a, 'P012')), basePrice: '31.50' });
      await a.archiveProduct('P005');
      const created = await a.createProduct({ ...productValues, stock: '0' });
      const caughtUp = applyPosCatalogue(held, await a.listPosProducts({ since: held.cursor }));
      const byId = (entries: readonly { id: string }[]) =>
        [...entries].sort((x, y) => (x.id < y.id ? -1 : 1));
      expect(byId(caughtUp.entries)).toEqual(byId(posEntriesOf(await a.listPosProducts())));
      expect(caughtUp.entries.find((p) => p.id === 'P010')?.stock).toBe(118);
      expect(caughtUp.entries.find((p) => p.id === 'P012')?.price).toBe(3150);
      expect(caughtUp.entries.some((p) => p.productId === 'P005')).toBe(false);
      expect(caughtUp.entries[0]?.productId).toBe(created.id);
    });

    it('the POS sells from the location Settings → Store names: chosen the Airport Branch, it shows and sells its stock', async () => {
      const a = await api();
      const settings = await a.getSettings();
      const elsewhere = (posLocationId: string) => ({
        ...settings,
        store: { ...settings.store, posLocationId },
      });
      const refused = await rejection(a.saveSettings(elsewhere('nowhere')));
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fieldErrors).toEqual({
        'store.posLocationId': 'Choose the location the Point of Sale sells from',
      });
      expect((await a.getSettings()).store.posLocationId).toBe('downtown');

      await a.saveSettings(elsewhere('airport'));
      const atAirport = async () =>
        (await a.getProduct('P010')).byLocation.find((place) => place.location === 'Airport Branch')?.onHand;
      const before = await atAirport();
      expect(before).toBeGreaterThan(0);
      expect((await posItem(a, 'P010'))?.stock).toBe(before);
      await a.recordSale(cashSale(['P010', 2]));
      expect(await atAirport()).toBe((before ?? 0) - 2);
      expect((await posItem(a, 'P010'))?.stock).toBe((before ?? 0) - 2);
      expect((await inventoryRow(a, 'P010'))?.stock).toBe(238);
    });

    it('the Low Stock list is exactly what is at or below its threshold, and its count is the dashboard card', async () => {
      const a = await api();
      const low = await everyItem((q) => a.listLowStock(q));
      const products = await everyItem((q) => a.listProducts(q));
      expect(low.map((item) => item.name).sort()).toEqual(
        products
          .filter((p) => p.status !== 'In Stock')
          .map((p) => p.name)
          .sort(),
      );
      expect(low).toHaveLength(12);
      const dashboard = await a.getDashboard();
      expect(dashboard.stats.find((s) => s.title === 'Low Stock Items')?.value).toBe('12');
      expect(dashboard.lowStock.map((item) => item.name)).toEqual(low.slice(0, 5).map((item) => item.name));
      const units = products.reduce((sum, p) => sum + p.stock, 0);
      expect(dashboard.stats.find((s) => s.title === 'Products in Stock')?.value).toBe(
        units.toLocaleString('en-US'),
      );
    });

    it('Low Stock comes a page at a time, most urgent first, its total the badge exactly (issue 18)', async () => {
      const a = await api();
      const whole = await everyItem((q) => a.listLowStock(q));
      const first = await a.listLowStock({ limit: 5 });
      expect(first.total).toBe((await a.getMenuBadges()).lowStock);
      expect(first.totalIsLowerBound).toBeUndefined();
      const paged = [...first.items];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await a.listLowStock({ limit: 5, cursor });
        paged.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(paged).toEqual(whole);
      const urgency = (item: (typeof whole)[number]) => item.current / Math.max(item.minimum, 1);
      expect(whole.map(urgency)).toEqual(whole.map(urgency).sort((x, y) => x - y));
      expect(await rejection(a.listLowStock({ cursor: 'NO-SUCH-PRODUCT' }))).toBeInstanceOf(ValidationError);
      // The next page goes on from where the last ended, though its last product was restocked since.
      const lastShown = first.items.at(-1)?.productId ?? '';
      const { product: restocked } = await a.getProduct(lastShown);
      await a.adjustStock({
        itemId: restocked.variants[0]?.id ?? restocked.id,
        binId: 'D-3-2',
        kind: 'adjustment',
        quantity: '1000',
        reason: 'Delivery',
      });
      expect((await a.listLowStock({ limit: 5, cursor: first.nextCursor ?? '' })).items).toEqual(
        whole.slice(5, 10),
      );
    });

    it('categories count their products; locations and shelves count the units they hold', async () => {
      const a = await api();
      const products = await everyItem((q) => a.listProducts(q));
      const categories = await a.listCategories();
      expect(categories.map((c) => c.name)).toEqual([
        'Electronics',
        'Clothing',
        'Food & Beverages',
        'Books',
        'Home & Garden',
        'Sports',
      ]);
      for (const category of categories)
        expect(category.productCount).toBe(products.filter((p) => p.category === category.name).length);
      const locations = await a.listLocations();
      expect(locations.map((l) => l.name)).toEqual(['Main Warehouse', 'Downtown Store', 'Airport Branch']);
      expect(locations.reduce((sum, l) => sum + l.itemCount, 0)).toBe(
        products.reduce((sum, p) => sum + p.stock, 0),
      );
      const shelves = await everyItem((q) => a.listShelves(q));
      for (const shelf of shelves)
        expect(shelf.occupied).toBe(shelf.products.reduce((sum, p) => sum + p.quantity, 0));
      expect(locations[0]?.itemCount).toBe(shelves.reduce((sum, s) => sum + s.occupied, 0));
    });
  });

  describe('Data contract: read-only lists are copies', () => {
    it('returns fresh copies of settings, dashboard and account', async () => {
      const a = await api();
      const settings = await a.getSettings();
      settings.store.taxRatePercent = 99;
      expect((await a.getSettings()).store.taxRatePercent).toBe(8.25);
      const dashboard = await a.getDashboard();
      dashboard.stats.pop();
      expect((await a.getDashboard()).stats).toHaveLength(4);
      const account = await a.getAccount();
      account.rewards.pop();
      expect((await a.getAccount()).rewards).toHaveLength(4);
    });
  });
}
