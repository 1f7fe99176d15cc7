// The contract suite's part on paging.
import { describe, expect, it } from 'vitest';
import { productFormValues } from '../../catalogue/editProduct';
import { deliveryStats } from '../../deliveries/deliveries';
import { isoDate } from '../../format/format';
import { sampleProducts } from '../../sample/products';
import { sampleSeed } from '../../sample/seed';
import { shelfSearchFields } from '../../search/search';
import type { Product } from '../../stock/product';
import { shelfFigures } from '../../stock/shelving';
import { ValidationError } from '../errors';
import { everyItem } from '../page';
import type { ProductsQuery } from '../productPage';

import { cashSale, expectTotal, NOW, rejection, SAMPLE_INVENTORY, type SuiteContext } from './fixtures';

export function pagingSuite({ api }: SuiteContext): void {
  describe('Data contract: lists a page at a time (issues 14 and 18)', () => {
    it('Sales come newest first, a page at a time: each page goes on where the last ended, nothing twice or missing', async () => {
      const a = await api();
      const whole = sampleSeed(isoDate(NOW)).sales;
      const first = await a.listSales({ limit: 7 });
      expect(first.items).toEqual(whole.slice(0, 7));
      expectTotal(first, whole.length);
      const second = await a.listSales({ limit: 7, cursor: first.nextCursor ?? '' });
      expect(second.items).toEqual(whole.slice(7, 14));
      expect(await everyItem((query) => a.listSales(query))).toEqual(whole);
      // A sale recorded meanwhile comes first and does not shift the pages already read.
      await a.recordSale(cashSale(['P010', 1]));
      expect((await a.listSales({ limit: 7, cursor: first.nextCursor ?? '' })).items).toEqual(second.items);
      const last = await a.listSales({ limit: 7, cursor: whole.at(-8)?.id ?? '' });
      expect(last).toMatchObject({ items: whole.slice(-7), nextCursor: null });
      expectTotal(last, whole.length + 1);
    });

    it('§9 Sales search: order id or customer, case-insensitive, with a status; total counts every match', async () => {
      const a = await api();
      const whole = sampleSeed(isoDate(NOW)).sales;
      const page = await a.listSales({ search: '  SARAH ', limit: 5 });
      const sarahs = whole.filter((sale) => sale.customer.toLowerCase().includes('sarah'));
      expect(page.total).toBe(sarahs.length);
      expect(page.items).toEqual(sarahs.slice(0, 5));
      expect((await a.listSales({ search: 'ord-1003' })).items.map((sale) => sale.id)).toEqual(['ORD-1003']);
      // A pattern's own characters are matched as typed.
      expect((await a.listSales({ search: '%' })).total).toBe(0);
      // Quotes and backslashes are text like any other (a database must not read them as SQL).
      expect((await a.listSales({ search: "o'b\\'; --" })).total).toBe(0);
      const pending = await a.listSales({ status: 'pending', limit: 200 });
      expect(pending.items.map((sale) => sale.id)).toEqual(
        whole.filter((sale) => sale.status === 'pending').map((sale) => sale.id),
      );
      const error = await rejection(a.listSales({ cursor: 'ORD-9999999' }));
      expect(error).toBeInstanceOf(ValidationError);
    });

    it("Sales of some days: from and to, inclusive, in the list's order and with its search (issue 39)", async () => {
      const a = await api();
      const whole = sampleSeed(isoDate(NOW)).sales;
      const days = [...new Set(whole.map((sale) => sale.date))].sort();
      const [from = '', to = ''] = [days[1], days.at(-2)];
      const within = whole.filter((sale) => sale.date >= from && sale.date <= to);
      expect(within.length).toBeGreaterThan(0);
      expect(within.length).toBeLessThan(whole.length);
      expect(await everyItem((query) => a.listSales({ ...query, from, to }))).toEqual(within);
      expectTotal(await a.listSales({ from, to, limit: 1 }), within.length);
      expect((await a.listSales({ from: to, to: to })).items.every((sale) => sale.date === to)).toBe(true);
      const sarahs = within.filter((sale) => sale.customer.toLowerCase().includes('sarah'));
      expect((await a.listSales({ from, to, search: 'sarah' })).total).toBe(sarahs.length);
      expect((await a.listSales({ from: to, to: from })).total).toBe(0);
    });

    it('Deliveries come newest first, a page at a time; §9 search by order id, customer or delivery id, with a status', async () => {
      const a = await api();
      const whole = sampleSeed(isoDate(NOW)).deliveries;
      const first = await a.listDeliveries({ limit: 4 });
      expect(first.items).toEqual(whole.slice(0, 4));
      expectTotal(first, whole.length);
      const second = await a.listDeliveries({ limit: 4, cursor: first.nextCursor ?? '' });
      expect(second.items).toEqual(whole.slice(4, 8));
      expect(await everyItem((query) => a.listDeliveries({ ...query, limit: 3 }))).toEqual(whole);
      const matching = (text: string) =>
        whole.filter((d) =>
          [d.orderId, d.customer.name, d.id].some((field) => field.toLowerCase().includes(text)),
        );
      const byName = whole[3]?.customer.name.split(' ')[0]?.toUpperCase() ?? '';
      expect((await a.listDeliveries({ search: ` ${byName} ` })).items).toEqual(
        matching(byName.toLowerCase()),
      );
      expect((await a.listDeliveries({ search: 'ord-10' })).items).toEqual(matching('ord-10'));
      expect((await a.listDeliveries({ search: 'del-00' })).items).toEqual(matching('del-00'));
      expect((await a.listDeliveries({ search: "o'b\\'; --" })).total).toBe(0);
      const delivered = await a.listDeliveries({ status: 'delivered' });
      expect(delivered.items).toEqual(whole.filter((d) => d.status === 'delivered'));
      expect(delivered.total).toBeGreaterThan(0);
      const error = await rejection(a.listDeliveries({ cursor: 'DEL-999999' }));
      expect(error).toBeInstanceOf(ValidationError);
    });

    it('§9 Delivery stat cards count every delivery and rider, and follow a new delivery and an assigned rider', async () => {
      const a = await api();
      const seed = sampleSeed(isoDate(NOW));
      expect(await a.getDeliveryStats()).toEqual(deliveryStats(seed.deliveries, seed.riders));
      const before = await a.getDeliveryStats();
      const { sale } = await a.recordSale(cashSale(['P012', 1]));
      const created = await a.createDelivery({ orderId: sale.id, phone: '555', address: '2 High St' });
      await a.assignRider(created.id, { riderId: 'RDR-004' });
      expect(await a.getDeliveryStats()).toEqual({
        ...before,
        total: before.total + 1,
        availableRiders: before.availableRiders,
      });
      const [pending] = (await a.listDeliveries({ status: 'pending' })).items;
      await a.assignRider(pending?.id ?? '', { riderId: 'RDR-004' });
      expect((await a.getDeliveryStats()).pending).toBe(before.pending - 1);
    });

    it('Shelves come newest first, a page at a time, each with what it holds; §9 search by shelf id, zone or product, with a zone', async () => {
      const a = await api();
      const whole = await everyItem((query) => a.listShelves(query));
      expect(whole.map((shelf) => shelf.id)).toEqual([
        'A-1-1',
        'A-1-2',
        'A-2-1',
        'B-1-1',
        'B-2-3',
        'C-1-1',
        'D-3-2',
        'E-1-4',
      ]);
      const first = await a.listShelves({ limit: 4 });
      expect(first.items).toEqual(whole.slice(0, 4));
      expectTotal(first, whole.length);
      expect(await everyItem((query) => a.listShelves({ ...query, limit: 3 }))).toEqual(whole);
      const matching = (text: string) =>
        whole.filter((shelf) => shelfSearchFields(shelf).some((field) => field.toLowerCase().includes(text)));
      const product = whole.find((shelf) => shelf.products.length > 0)?.products[0]?.name ?? '';
      expect(product).not.toBe('');
      for (const text of [product.toUpperCase(), 'a-1', 'electronics', 'zz-none', "o'b\\'; --"])
        expect((await a.listShelves({ search: text })).items).toEqual(
          matching(text.toLowerCase()).slice(0, 50),
        );
      const zone = whole[0]?.zone ?? '';
      expect((await a.listShelves({ zone })).items).toEqual(whole.filter((shelf) => shelf.zone === zone));
      expect((await a.listShelves({ zone: 'No Such Zone' })).total).toBe(0);
      const error = await rejection(a.listShelves({ cursor: 'Z-9-9' }));
      expect(error).toBeInstanceOf(ValidationError);
    });

    it('§2.5 Shelving figures count every shelf, and follow a new shelf and a sale from one', async () => {
      const a = await api();
      expect(await a.getShelfFigures()).toEqual(shelfFigures(await everyItem((q) => a.listShelves(q))));
      const before = await a.getShelfFigures();
      await a.addShelf({ aisle: 'Q', shelf: '1', position: '1', zone: 'Quiet Zone', capacity: '40' });
      const after = await a.getShelfFigures();
      expect(after).toMatchObject({
        totalShelves: before.totalShelves + 1,
        totalCapacity: before.totalCapacity + 40,
        occupied: before.occupied,
      });
      expect(after.zones).toContain('Quiet Zone');
      expect(after.zones[0]).toBe('All Zones');
    });

    it('Customers come newest first, a page at a time, each with their figures; §9 search by name or email', async () => {
      const a = await api();
      const whole = await everyItem((query) => a.listCustomers(query));
      expect(whole.map((customer) => customer.id)).toEqual(
        sampleSeed(isoDate(NOW)).customers.map((c) => c.id),
      );
      const first = await a.listCustomers({ limit: 4 });
      expect(first).toEqual({ items: whole.slice(0, 4), total: whole.length, nextCursor: whole[3]?.id });
      const second = await a.listCustomers({ limit: 4, cursor: first.nextCursor ?? '' });
      expect(second.items).toEqual(whole.slice(4, 8));
      const last = await a.listCustomers({ limit: 4, cursor: whole.at(-3)?.id ?? '' });
      expect(last).toEqual({ items: whole.slice(-2), total: whole.length, nextCursor: null });

      // §9 name or email, ignoring case and surrounding spaces, a page at a time (and, since the
      // till finds customers by it, the phone: issue 37); the address is not searched.
      const matching = (needle: string) =>
        whole.filter((customer) => `${customer.name}\u0000${customer.email}`.toLowerCase().includes(needle));
      const sons = matching('son');
      expect(sons.length).toBeGreaterThan(6);
      const firstSons = await a.listCustomers({ search: ' SON ', limit: 3 });
      expect(firstSons).toEqual({ items: sons.slice(0, 3), total: sons.length, nextCursor: sons[2]?.id });
      const nextSons = await a.listCustomers({ search: 'son', limit: 3, cursor: firstSons.nextCursor ?? '' });
      expect(nextSons.items).toEqual(sons.slice(3, 6));
      const named = whole[0] as (typeof whole)[number];
      const local = named.email.split('@')[0] as string;
      expect(await everyItem((q) => a.listCustomers({ ...q, search: local.toUpperCase() }))).toEqual(
        matching(local.toLowerCase()),
      );
      expect((await a.listCustomers({ search: named.phone })).items.map((found) => found.id)).toContain(
        named.id,
      );
      expect((await a.listCustomers({ search: named.address })).total).toBe(0);
      expect((await a.listCustomers({ search: '%' })).total).toBe(0);
      expect((await a.listCustomers({ search: "o'b\\'; --" })).total).toBe(0);
      const error = await rejection(a.listCustomers({ cursor: 'C-NO-SUCH' }));
      expect(error).toBeInstanceOf(ValidationError);
    });

    it('Inventory comes newest first, a page at a time; total counts every product on sale', async () => {
      const a = await api();
      const whole = await everyItem((query) => a.listProducts(query));
      expect(whole.slice(0, sampleProducts.length)).toEqual(SAMPLE_INVENTORY);
      const first = await a.listProducts({ limit: 5 });
      expect(first).toEqual({ items: whole.slice(0, 5), total: whole.length, nextCursor: 'P005' });
      const second = await a.listProducts({ limit: 5, cursor: first.nextCursor ?? '' });
      expect(second.items).toEqual(whole.slice(5, 10));
      const last = await a.listProducts({ limit: 5, cursor: whole.at(-3)?.id ?? '' });
      expect(last).toEqual({ items: whole.slice(-2), total: whole.length, nextCursor: null });
      // The page's last product archived meanwhile: the next page still goes on after it.
      await a.archiveProduct(first.nextCursor ?? '');
      const afterArchived = await a.listProducts({ limit: 5, cursor: first.nextCursor ?? '' });
      expect(afterArchived.items).toEqual(second.items);
      expect(afterArchived.total).toBe(whole.length - 1);
    });

    it('§9 Inventory search: name, SKU or category, case-insensitive; Filters narrow it to a category', async () => {
      const a = await api();
      const whole = await everyItem((query) => a.listProducts(query));
      const matching = (needle: string) =>
        whole.filter((p) =>
          [p.name, p.sku, p.category].some((field) => field.toLowerCase().includes(needle)),
        );
      const byName = await a.listProducts({ search: '  CABLE ' });
      expect(byName.items).toEqual(matching('cable'));
      expect(byName.total).toBe(matching('cable').length);
      expect((await a.listProducts({ search: 'wbh-001' })).items.map((p) => p.name)).toEqual([
        'Wireless Bluetooth Headphones',
      ]);
      expect((await a.listProducts({ search: 'home & g' })).items).toEqual(matching('home & g'));
      expect((await a.listProducts({ search: '_' })).total).toBe(matching('_').length);
      expect((await a.listProducts({ search: "o'b\\'; --" })).total).toBe(0);
      const electronics = await a.listProducts({ categoryId: 'electronics', search: 'a', limit: 200 });
      expect(electronics.items).toEqual(
        whole.filter((p) => p.category === 'Electronics' && matching('a').includes(p)),
      );
      expect((await a.listProducts({ categoryId: 'no-such-category' })).total).toBe(0);
    });

    it('Inventory sorted by name or price, either way: pages in that order (ties by id), going on after a product edited meanwhile', async () => {
      const a = await api();
      const whole = await everyItem((query) => a.listProducts(query));
      const byId = (x: Product, y: Product) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
      const byName = (x: Product, y: Product) =>
        x.name.toLowerCase() < y.name.toLowerCase()
          ? -1
          : x.name.toLowerCase() > y.name.toLowerCase()
            ? 1
            : byId(x, y);
      const byPrice = (x: Product, y: Product) => x.price - y.price || byId(x, y);
      const sorted = async (query: ProductsQuery) =>
        everyItem((page) => a.listProducts({ ...query, ...page, limit: 4 }));
      expect(await sorted({ sort: 'name' })).toEqual(whole.slice().sort(byName));
      expect(await sorted({ sort: 'name', descending: true })).toEqual(whole.slice().sort(byName).reverse());
      expect(await sorted({ sort: 'price' })).toEqual(whole.slice().sort(byPrice));
      expect(await sorted({ sort: 'price', descending: true })).toEqual(
        whole.slice().sort(byPrice).reverse(),
      );
      // The page after the first four by price, though the fourth is then renamed and repriced.
      const first = await a.listProducts({ sort: 'price', limit: 4 });
      const fourth = first.items[3] as Product;
      const values = productFormValues(await a.getProduct(fourth.id));
      await a.updateProduct(fourth.id, { ...values, name: 'Zz Renamed', basePrice: '9999.00' });
      const next = await a.listProducts({ sort: 'price', limit: 4, cursor: first.nextCursor ?? '' });
      expect(next.items.map((p) => p.id)).toEqual(
        whole
          .slice()
          .sort(byPrice)
          .slice(4, 8)
          .map((p) => p.id),
      );
      for (const cursor of ['not json', '["a"]', '[1, "P001"]', 'P001'])
        expect(await rejection(a.listProducts({ sort: 'name', cursor }))).toBeInstanceOf(ValidationError);
      expect(await rejection(a.listProducts({ cursor: 'P-NONE' }))).toBeInstanceOf(ValidationError);
    });
  });
}
