// The contract suite's part on sales.
import { describe, expect, it } from 'vitest';
import { addToCart, setQuantity } from '../../pos/cart';
import { sampleSales } from '../../sample/sales';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';

import { cashSale, NEXT_SALE_ID, rejection, type SuiteContext } from './fixtures';

export function salesSuite({ api, inventoryRow, posItem }: SuiteContext): void {
  describe('Data contract: a POS sale moves stock (issue 14)', () => {
    it("lowers each sold SKU at the POS's location in the same step: Inventory and the POS show it at once", async () => {
      const a = await api();
      await a.recordSale(cashSale(['P002-2M', 2], ['P001-BLK', 1]));
      expect((await posItem(a, 'P002-2M'))?.stock).toBe(1);
      const cable = await inventoryRow(a, 'P002');
      expect(cable?.stock).toBe(6);
      expect(cable?.variants.find((v) => v.name === '2 m')?.stock).toBe(1);
      expect((await inventoryRow(a, 'P001'))?.stock).toBe(44);
    });

    it('selling the last units makes the product Out of Stock, on the Low Stock list and the dashboard alert', async () => {
      const a = await api();
      await a.recordSale(cashSale(['P018', 4]));
      const dumbbells = await inventoryRow(a, 'P018');
      expect([dumbbells?.stock, dumbbells?.status]).toEqual([0, 'Out of Stock']);
      expect(await everyItem((q) => a.listLowStock(q))).toContainEqual({
        productId: 'P018',
        name: 'Adjustable Dumbbell Pair',
        current: 0,
        minimum: 5,
        category: 'Sports',
        onOrder: 0,
      });
      expect((await a.getDashboard()).lowStock).toContainEqual({
        productId: 'P018',
        name: 'Adjustable Dumbbell Pair',
        stock: 0,
        threshold: 5,
      });
    });

    it('refuses selling more than the location holds, naming the product and what is left, and records nothing', async () => {
      const a = await api();
      const salesBefore = await everyItem((q) => a.listSales(q));
      const error = await rejection(a.recordSale(cashSale(['P001-BLK', 1], ['P012', 4])));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({
        code: 'out_of_stock',
        notice: {
          title: 'Not Enough Stock',
          message: 'Only 3 left of Illustrated World Atlas',
          destructive: true,
        },
      });
      expect(await everyItem((q) => a.listSales(q))).toEqual(salesBefore);
      expect((await posItem(a, 'P001-BLK'))?.stock).toBe(10);
      expect((await posItem(a, 'P012'))?.stock).toBe(3);
    });

    it('refuses a sale of a product with none left as out of stock', async () => {
      const a = await api();
      await a.recordSale(cashSale(['P018', 4]));
      expect(await rejection(a.recordSale(cashSale(['P018', 1])))).toMatchObject({
        code: 'out_of_stock',
        notice: { message: 'Adjustable Dumbbell Pair is out of stock' },
      });
    });

    it('a key sent again with another cart is refused, recording nothing', async () => {
      const a = await api();
      const sale = cashSale(['P012', 1]);
      await a.recordSale(sale);
      const error = await rejection(a.recordSale({ ...sale, lines: cashSale(['P010', 1]).lines }));
      expect(error).toMatchObject({ code: 'key_reused' });
      expect((await posItem(a, 'P010'))?.stock).toBe(120);
    });

    it('a Fast Delivery the delivery rule refuses records neither the sale nor its stock', async () => {
      const a = await api();
      const salesBefore = await everyItem((q) => a.listSales(q));
      const error = await rejection(
        a.recordSale({
          ...cashSale(['P012', 1]),
          choice: { kind: 'delivery', option: 'fast' },
          customer: { name: ' ', phone: '555', address: '1 High St' },
        }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(await everyItem((q) => a.listSales(q))).toEqual(salesBefore);
      expect((await posItem(a, 'P012'))?.stock).toBe(3);
      const { sale } = await a.recordSale(cashSale(['P012', 1]));
      expect(sale.id).toBe(NEXT_SALE_ID);
    });

    it('the same idempotency key records the sale once and answers with the same sale', async () => {
      const a = await api();
      const sale = cashSale(['P012', 1]);
      const first = await a.recordSale(sale);
      const retried = await a.recordSale(sale);
      expect(retried).toEqual(first);
      expect((await everyItem((q) => a.listSales(q))).filter((s) => s.id === first.sale.id)).toHaveLength(1);
      expect((await posItem(a, 'P012'))?.stock).toBe(2);
    });

    it("records the catalogue's price, whatever price the till sent", async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        ...cashSale(),
        lines: [{ id: 'P012', name: 'Atlas', price: 1, quantity: 1 }],
      });
      expect(sale.amount).toBe(3896); // 35.99 + 8.25% tax (2.969 -> 2.97)
    });

    it('refuses a SKU that is not on sale with NotFoundError', async () => {
      const error = await rejection((await api()).recordSale(cashSale(['NOPE-1', 1])));
      expect(error).toBeInstanceOf(NotFoundError);
    });
  });

  describe('Data contract: POS sales (§4 any payment or delivery choice)', () => {
    // Headphones (Black) and two 2 m cables, as the POS sends them: one line per SKU.
    const lines = setQuantity(
      addToCart(addToCart([], { id: 'P001-BLK', name: 'Headphones', price: 7999 }), {
        id: 'P002-2M',
        name: 'Cable',
        price: 1299,
      }),
      'P002-2M',
      2,
    );

    it('records a paid sale first in the sales list, with no delivery', async () => {
      const a = await api();
      const { sale, delivery } = await a.recordSale({
        lines,
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        idempotencyKey: 'k1',
      });
      expect(sale).toEqual({
        id: NEXT_SALE_ID,
        customer: 'Walk-in Customer',
        // 79.99 + 8.25% tax (6.599 -> 6.60) and 25.98 + 8.25% tax (2.143 -> 2.14): the settings' rate.
        amount: 11471,
        status: 'completed',
        paymentMethod: 'card',
        date: '2024-02-01',
        items: 3,
      });
      expect(delivery).toBeNull();
      expect((await everyItem((q) => a.listSales(q)))[0]).toEqual(sale);
      expect((await a.listDeliveries()).total).toBe(10);
    });

    it("a sale's detail lists what it sold, at the catalogue's names and prices, in the cart's order", async () => {
      const a = await api();
      // The cable first: the cart's order, not the ids'.
      const { sale } = await a.recordSale({
        lines: [...lines].reverse(),
        choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
        idempotencyKey: 'k3',
      });
      expect(await a.getSale(sale.id)).toEqual({
        sale,
        lines: [
          {
            id: 'P002-2M',
            name: 'USB-C Charging Cable (2 m)',
            price: 1299,
            quantity: 2,
            discount: 0,
            tax: 214,
          },
          {
            id: 'P001-BLK',
            name: 'Wireless Bluetooth Headphones (Black)',
            price: 7999,
            quantity: 1,
            discount: 0,
            tax: 660,
          },
        ],
        money: {
          subtotal: 10597,
          discount: 0,
          cartDiscount: 0,
          tax: 874,
          taxRatePercent: 8.25,
          deliveryFee: 0,
          total: 11471,
          tenders: [{ method: 'cash', amount: 11471 }],
          change: 0,
        },
        soldBy: expect.any(String),
        soldAt: expect.any(String),
      });
    });

    it("a sample sale's detail has the sale and no lines; an unknown sale is NotFoundError", async () => {
      const a = await api();
      expect(await a.getSale('ORD-1003')).toEqual({ sale: sampleSales[2], lines: [] });
      expect(await rejection(a.getSale('ORD-9999'))).toBeInstanceOf(NotFoundError);
    });

    it('Fast Delivery also creates a pending, normal delivery first in the list', async () => {
      const a = await api();
      const customer = { name: 'Jane Roe', phone: '555', address: '1 High St' };
      const { sale, delivery } = await a.recordSale({
        lines,
        choice: { kind: 'delivery', option: 'fast' },
        customer,
        idempotencyKey: 'k2',
      });
      expect(delivery).toEqual({
        id: 'DEL-011',
        orderId: sale.id,
        customer,
        items: 3,
        totalAmount: sale.amount,
        status: 'pending',
        priority: 'normal',
        estimatedTime: '30 mins',
        createdAt: '2024-02-01T12:30:00',
      });
      expect((await a.listDeliveries()).items[0]).toEqual(delivery);
    });

    it('rejects an empty cart', async () => {
      const error = await rejection(
        (await api()).recordSale({
          lines: [],
          choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
          idempotencyKey: 'k3',
        }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toHaveProperty('cart');
    });

    it('rejects a line with a bad quantity or price', async () => {
      const error = await rejection(
        (await api()).recordSale({
          lines: [
            { id: 'a', name: 'A', price: 100, quantity: 0 },
            { id: 'b', name: 'B', price: -100, quantity: 1 },
          ],
          choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
          idempotencyKey: 'k4',
        }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        'lines.a': 'Quantity must be a whole number of at least 1',
        'lines.b': 'Price must be 0 or more',
      });
    });
  });
}
