// The contract suite's part on the cash drawer: a seller's session from the float counted in to
// the cash counted out, what counts in it, and a closed session as final.
import { describe, expect, it } from 'vitest';
import { SELLING } from '../../accounts/roles';
import { CALLS } from '../calls';
import type { CheckoutInput } from '../contract';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { AS_SAMPLED, cashSale, rejection, type SuiteContext } from './fixtures';

// One Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96.
const ATLAS = 3896;
const atlasFor = (
  tenders: NonNullable<Extract<CheckoutInput['choice'], { kind: 'payment' }>>['tenders'],
) => ({
  ...cashSale(['P012', 1]),
  choice: { kind: 'payment' as const, tenders },
});

export function drawerSuite({ api }: SuiteContext): void {
  describe('Data contract: the cash drawer (issue 37)', () => {
    it('with no drawer open a cash sale is refused ("Open the cash drawer first") and records nothing; a card sale is not', async () => {
      const a = await api(AS_SAMPLED);
      expect(await a.getMyDrawer()).toBeNull();
      expect((await a.getTillSettings()).cashSaleNeedsOpenDrawer).toBe(true);
      const newest = async () => (await a.listSales({ limit: 1 })).items[0]?.id;
      const before = await newest();
      const error = await rejection(a.recordSale(atlasFor([{ method: 'cash', amount: 5000 }])));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ code: 'drawer_closed', message: 'Open the cash drawer first' });
      expect(await newest()).toBe(before);
      const { sale } = await a.recordSale(atlasFor([{ method: 'card' }]));
      expect(await newest()).toBe(sale.id);
    });

    it('with the setting off, a cash sale needs no drawer', async () => {
      const a = await api(AS_SAMPLED);
      const settings = await a.getSettings();
      await a.saveSettings({ ...settings, store: { ...settings.store, cashSaleNeedsOpenDrawer: false } });
      expect((await a.recordSale(atlasFor([{ method: 'cash' }]))).sale.amount).toBe(ATLAS);
    });

    it('opens with a float counted by denomination, one open drawer per seller', async () => {
      const a = await api(AS_SAMPLED);
      const opened = await a.openDrawer({
        float: {
          counts: [
            { value: 2000, count: 4 },
            { value: 1000, count: 1 },
            { value: 25, count: 40 },
          ],
        },
      });
      expect(opened).toMatchObject({
        float: 10_000,
        floatCounts: [
          { value: 2000, count: 4 },
          { value: 1000, count: 1 },
          { value: 25, count: 40 },
        ],
        expected: 10_000,
        sales: { count: 0, total: 0 },
      });
      expect(opened.closedAt).toBeUndefined();
      expect(await a.getMyDrawer()).toEqual(opened);
      expect(await rejection(a.openDrawer({ float: { amount: 5000 } }))).toMatchObject({
        code: 'drawer_open',
      });
    });

    it('refuses a float that is no amount, or counts that are not whole or not US notes and coins', async () => {
      const a = await api(AS_SAMPLED);
      for (const float of [{}, { amount: -1 }, { amount: 10.5 }, { counts: [{ value: 300, count: 1 }] }]) {
        const error = await rejection(a.openDrawer({ float }));
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).fieldErrors).toHaveProperty('amount');
      }
      const error = await rejection(a.openDrawer({ float: { counts: [{ value: 500, count: 1.5 }] } }));
      expect((error as ValidationError).fieldErrors).toEqual({
        'count.500': 'Enter a whole number of 0 or more',
      });
      expect(await a.getMyDrawer()).toBeNull();
    });

    it('counts cash sales (tendered less change), paid in and paid out: expected = float + cash − change + in − out', async () => {
      const a = await api(AS_SAMPLED);
      await a.openDrawer({ float: { amount: 10_000 } });
      await a.recordSale(atlasFor([{ method: 'cash', amount: 5000 }]));
      await a.recordSale(atlasFor([{ method: 'cash', amount: 2000 }, { method: 'card' }]));
      await a.recordDrawerCash({ kind: 'in', amount: 500, reason: ' Change from the bank ' });
      const session = await a.recordDrawerCash({ kind: 'out', amount: 300, reason: 'Window cleaning' });
      expect(session).toMatchObject({
        float: 10_000,
        sales: {
          count: 2,
          total: 2 * ATLAS,
          byTender: { cash: ATLAS + 2000, card: ATLAS - 2000, mobile: 0 },
        },
        refunds: 0,
        paidIn: 500,
        paidOut: 300,
        expected: 10_000 + ATLAS + 2000 + 500 - 300,
      });
      expect(session.sales.tax).toBe(2 * 297);
      expect(session.moves.map(({ kind, amount, reason }) => ({ kind, amount, reason }))).toEqual([
        { kind: 'in', amount: 500, reason: 'Change from the bank' },
        { kind: 'out', amount: 300, reason: 'Window cleaning' },
      ]);
      expect(await a.getMyDrawer()).toEqual(session);
    });

    it('refuses a paid-out larger than the drawer holds, and cash with no reason, recording nothing', async () => {
      const a = await api(AS_SAMPLED);
      await a.openDrawer({ float: { amount: 2000 } });
      const over = await rejection(a.recordDrawerCash({ kind: 'out', amount: 2001, reason: 'Supplies' }));
      expect((over as ValidationError).fieldErrors).toEqual({ amount: 'The drawer holds only $20.00' });
      const bare = await rejection(a.recordDrawerCash({ kind: 'in', amount: 100, reason: '  ' }));
      expect((bare as ValidationError).fieldErrors).toEqual({ reason: 'Enter a reason' });
      const none = await rejection(a.recordDrawerCash({ kind: 'in', amount: 0, reason: 'Float top-up' }));
      expect((none as ValidationError).fieldErrors).toEqual({ amount: 'Enter an amount greater than $0.00' });
      expect((await a.getMyDrawer())?.moves).toEqual([]);
    });

    it('closes with the cash counted: expected, counted and the variance; the session is then final', async () => {
      const a = await api(AS_SAMPLED);
      await a.openDrawer({ float: { amount: 10_000 } });
      await a.recordSale(atlasFor([{ method: 'cash', amount: 5000 }]));
      const closed = await a.closeDrawer({ counted: { amount: 13_850 } });
      expect(closed).toMatchObject({
        expected: 10_000 + ATLAS,
        counted: 13_850,
        variance: 13_850 - (10_000 + ATLAS),
        sales: { count: 1, total: ATLAS, discount: 0, tax: 297 },
        openedBy: { userId: 'owner' },
        closedBy: { userId: 'owner' },
        timezone: 'America/New_York',
      });
      expect(closed.closedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await a.getDrawerSession(closed.id)).toEqual(closed);
      expect(await a.getMyDrawer()).toBeNull();
      // Final: nothing more counts in it, nothing changes it.
      for (const refused of [
        () => a.closeDrawer({ counted: { amount: 0 } }),
        () => a.recordDrawerCash({ kind: 'in', amount: 100, reason: 'Late' }),
        () => a.recordSale(atlasFor([{ method: 'cash' }])),
      ])
        expect(await rejection(refused())).toMatchObject({ code: 'drawer_closed' });
      await a.recordSale(atlasFor([{ method: 'card' }]));
      expect(await a.getDrawerSession(closed.id)).toEqual(closed);
    });

    it('closes with the cash counted by denomination', async () => {
      const a = await api(AS_SAMPLED);
      await a.openDrawer({ float: { amount: 5000 } });
      const closed = await a.closeDrawer({
        counted: {
          counts: [
            { value: 2000, count: 2 },
            { value: 500, count: 1 },
            { value: 1, count: 3 },
            { value: 100, count: 0 },
          ],
        },
      });
      expect(closed).toMatchObject({
        counted: 4503,
        countedCounts: [
          { value: 2000, count: 2 },
          { value: 500, count: 1 },
          { value: 1, count: 3 },
        ],
        variance: -497,
      });
    });

    it('lists sessions newest first, a page at a time, each opening its report; an unknown one is not found', async () => {
      const a = await api(AS_SAMPLED);
      const first = await a.openDrawer({ float: { amount: 1000 } });
      await a.closeDrawer({ counted: { amount: 1000 } });
      const second = await a.openDrawer({ float: { amount: 2000 } });
      const page = await a.listDrawerSessions({ limit: 1 });
      expect(page.items.map((session) => session.id)).toEqual([second.id]);
      expect(page.total).toBe(2);
      const next = await a.listDrawerSessions({ limit: 1, cursor: page.nextCursor ?? '' });
      expect(next.items).toEqual([
        expect.objectContaining({ id: first.id, float: 1000, expected: 1000, counted: 1000, variance: 0 }),
      ]);
      expect(next.nextCursor).toBeNull();
      expect(await rejection(a.getDrawerSession('no-such-session'))).toBeInstanceOf(NotFoundError);
    });

    it('selling roles open and close their own drawer, owners and managers see every session; each change is audited', () => {
      for (const call of ['getMyDrawer', 'openDrawer', 'recordDrawerCash', 'closeDrawer'] as const)
        expect(CALLS[call].roles).toEqual(SELLING);
      for (const call of ['openDrawer', 'recordDrawerCash', 'closeDrawer'] as const) {
        expect(CALLS[call].audit?.kind).toBe('sales');
        expect(CALLS[call].keyed).toBe(true);
      }
      expect(CALLS.listDrawerSessions.roles).toContain('cashier');
    });
  });
}
