// The contract suite's part on the till: settings in effect, tender and change, split payments,
// discounts, customers and Fast Delivery's fee.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { everyItem } from '../page';
import { cashSale, rejection, type SuiteContext } from './fixtures';

// One Illustrated World Atlas: 35.99, tax at 8.25% 2.969 -> 2.97, total 38.96.
const atlas = (key: string) => ({ ...cashSale(['P012', 1]), idempotencyKey: key });

export function tillSuite({ api, posItem }: SuiteContext): void {
  describe('Data contract: the till sells by the settings (issue 37)', () => {
    it("charges the settings' tax rate, 8.25% by default, and a changed rate on the next sale", async () => {
      const a = await api();
      expect(await a.getTillSettings()).toMatchObject({
        taxRatePercent: 8.25,
        payments: { cash: true, card: true, mobile: true },
        delivery: { pickup: true, fast: true },
        deliveryFee: 500,
        freeDeliveryThreshold: 5000,
        cashierDiscountLimitPercent: 10,
        business: { name: 'Main Warehouse', phone: '+1 (555) 010-2030' },
      });
      expect((await a.recordSale(atlas('tax-1'))).sale.amount).toBe(3896);
      const settings = await a.getSettings();
      await a.saveSettings({ ...settings, store: { ...settings.store, taxRatePercent: 10 } });
      expect((await a.getTillSettings()).taxRatePercent).toBe(10);
      const { sale } = await a.recordSale(atlas('tax-2'));
      expect(sale.amount).toBe(3959); // 35.99 + 3.599 -> 3.60
      expect((await a.getSale(sale.id)).money).toMatchObject({ tax: 360, taxRatePercent: 10, total: 3959 });
    });

    it('every screen shows money and days in the business’s currency and timezone, as Settings → Store says', async () => {
      const a = await api();
      expect(await a.getBusinessFormat()).toEqual({ currency: 'USD', timezone: 'America/New_York' });
      const settings = await a.getSettings();
      await a.saveSettings({
        ...settings,
        store: { ...settings.store, defaultCurrency: 'EUR', timezone: 'Europe/Berlin' },
      });
      expect(await a.getBusinessFormat()).toEqual({ currency: 'EUR', timezone: 'Europe/Berlin' });
    });

    it('a payment method turned off in Settings is refused, named, and records nothing', async () => {
      const a = await api();
      const settings = await a.getSettings();
      await a.saveSettings({
        ...settings,
        toggles: { ...settings.toggles, payments: { ...settings.toggles.payments, card: false } },
      });
      expect((await a.getTillSettings()).payments.card).toBe(false);
      const error = await rejection(
        a.recordSale({ ...atlas('off-1'), choice: { kind: 'payment', tenders: [{ method: 'card' }] } }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        tenders: 'Card Payment is turned off in Settings',
      });
      expect((await posItem(a, 'P012'))?.stock).toBe(3);
    });
  });

  describe('Data contract: tender, change and split payments (issue 37)', () => {
    it('cash tendered over the total gives change, kept with the sale', async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        ...atlas('cash-1'),
        choice: { kind: 'payment', tenders: [{ method: 'cash', amount: 5000 }] },
      });
      expect((await a.getSale(sale.id)).money).toMatchObject({
        total: 3896,
        tenders: [{ method: 'cash', amount: 5000 }],
        change: 1104,
      });
    });

    it('cash less than the total is refused with both figures, recording nothing', async () => {
      const a = await api();
      const before = await everyItem((q) => a.listSales(q));
      const error = await rejection(
        a.recordSale({
          ...atlas('cash-2'),
          choice: { kind: 'payment', tenders: [{ method: 'cash', amount: 2000 }] },
        }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        tenders: 'Tendered $20.00 is less than the total $38.96',
      });
      expect(await everyItem((q) => a.listSales(q))).toEqual(before);
    });

    it('a split of $20 cash and the rest by card: each tender kept, the sale listed under the larger', async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        ...atlas('split-1'),
        choice: {
          kind: 'payment',
          tenders: [
            { method: 'cash', amount: 2000 },
            { method: 'card', reference: '4242' },
          ],
        },
      });
      expect(sale.paymentMethod).toBe('cash');
      expect((await a.getSale(sale.id)).money).toMatchObject({
        tenders: [
          { method: 'cash', amount: 2000 },
          { method: 'card', amount: 1896, reference: '4242' },
        ],
        change: 0,
      });
    });

    it('a card charged more than the total is refused: only cash gives change', async () => {
      const a = await api();
      const error = await rejection(
        a.recordSale({
          ...atlas('card-1'),
          choice: { kind: 'payment', tenders: [{ method: 'card', amount: 5000 }] },
        }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        tenders: 'Card and Mobile Wallet can take at most $38.96; only cash gives change',
      });
    });
  });

  describe('Data contract: discounts (issue 37)', () => {
    it('a line discount and a cart discount come off before tax, with their reasons kept', async () => {
      const a = await api();
      const [line] = atlas('disc-1').lines;
      const { sale } = await a.recordSale({
        ...atlas('disc-1'),
        lines: [
          {
            ...(line as NonNullable<typeof line>),
            discount: { kind: 'percent', value: 10, reason: 'Loyal customer' },
          },
        ],
        cartDiscount: { kind: 'amount', value: 239, reason: 'Coupon' },
      });
      // 35.99 less 3.60 (10%) less 2.39 = 30.00; tax 2.475 -> 2.48
      expect(sale.amount).toBe(3248);
      const detail = await a.getSale(sale.id);
      // The line's own 10% (3.60) on it; the cart's 2.39 once, on the sale.
      expect(detail.lines[0]).toMatchObject({ discount: 360, tax: 248, discountReason: 'Loyal customer' });
      expect(detail.money).toMatchObject({
        subtotal: 3599,
        discount: 599,
        cartDiscount: 239,
        cartDiscountReason: 'Coupon',
        tax: 248,
        total: 3248,
      });
    });

    it('a discount without a reason or over 100% is refused on its field', async () => {
      const a = await api();
      const [line] = atlas('disc-2').lines;
      const error = await rejection(
        a.recordSale({
          ...atlas('disc-2'),
          lines: [
            { ...(line as NonNullable<typeof line>), discount: { kind: 'percent', value: 120, reason: 'x' } },
          ],
          cartDiscount: { kind: 'amount', value: 100, reason: ' ' },
        }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        'lines.P012.discount':
          'A percentage discount is more than 0 and at most 100, with two decimals at most',
        cartDiscount: 'Give a reason for the discount',
      });
    });
  });

  describe('Data contract: customers at the till and Fast Delivery (issue 37)', () => {
    it('a sale to a customer record carries their name and grows their sales', async () => {
      const a = await api();
      const { sale } = await a.recordSale({ ...atlas('cust-1'), customerId: 'CUST-002' });
      expect(sale).toMatchObject({ customer: 'Sarah Johnson', customerId: 'CUST-002' });
      expect((await a.listSales({ customerId: 'CUST-002' })).items[0]?.id).toBe(sale.id);
    });

    it('Fast Delivery to a customer without a phone or address is refused on those fields', async () => {
      const a = await api();
      const error = await rejection(
        a.recordSale({ ...atlas('fast-1'), choice: { kind: 'delivery', option: 'fast' } }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        'customer.phone': 'Fast Delivery needs the customer’s phone',
        'customer.address': 'Fast Delivery needs the customer’s address',
      });
    });

    it('Fast Delivery adds the delivery fee under the free-delivery threshold, and not from it', async () => {
      const a = await api();
      const { sale, delivery } = await a.recordSale({
        ...atlas('fast-2'),
        choice: { kind: 'delivery', option: 'fast' },
        customerId: 'CUST-001',
      });
      expect(sale.amount).toBe(3896 + 500);
      expect(delivery?.customer).toEqual({
        name: 'John Smith',
        phone: '+1 (555) 123-4567',
        address: '123 Main St, Downtown',
      });
      expect((await a.getSale(sale.id)).money).toMatchObject({ deliveryFee: 500, total: 4396 });
      const { sale: big } = await a.recordSale({
        ...cashSale(['P012', 2]),
        choice: { kind: 'delivery', option: 'fast' },
        customerId: 'CUST-001',
      });
      expect((await a.getSale(big.id)).money?.deliveryFee).toBe(0);
    });
  });
}
