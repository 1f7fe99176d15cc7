import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  mainMethod,
  quickCashAmounts,
  resolveTenders,
  settle,
  tenderProblemMessage,
} from './tender';

describe('Issue 37: tender and change', () => {
  it('cash gives change; less than the total is refused with both figures', () => {
    expect(settle(1347, [{ method: 'cash', amount: 2000 }])).toEqual({ ok: true, change: 653 });
    const short = settle(1347, [{ method: 'cash', amount: 1000 }]);
    expect(short.ok).toBe(false);
    if (!short.ok)
      expect(tenderProblemMessage(short.problem)).toBe('Tendered $10.00 is less than the total $13.47');
  });

  it('a split of $20 cash and the rest by card settles with no change', () => {
    const tenders = resolveTenders(5413, [
      { method: 'cash', amount: 2000 },
      { method: 'card', reference: '4242' },
    ]);
    expect(tenders).toEqual([
      { method: 'cash', amount: 2000 },
      { method: 'card', amount: 3413, reference: '4242' },
    ]);
    expect(settle(5413, tenders)).toEqual({ ok: true, change: 0 });
    expect(amountDue(5413, [{ method: 'cash', amount: 2000 }])).toBe(3413);
  });

  it('card and mobile wallet never take more than is due: only cash gives change', () => {
    const over = settle(1000, [{ method: 'card', amount: 1500 }]);
    expect(over).toEqual({ ok: false, problem: { kind: 'overcharged', charged: 1500, total: 1000 } });
    if (!over.ok)
      expect(tenderProblemMessage(over.problem)).toBe(
        'Card and Mobile Wallet can take at most $10.00; only cash gives change',
      );
  });

  it('no tender is refused unless nothing is due', () => {
    expect(settle(100, [])).toEqual({ ok: false, problem: { kind: 'none' } });
    expect(settle(0, [])).toEqual({ ok: true, change: 0 });
  });

  it('quick cash: exact, then the next round notes', () => {
    expect(quickCashAmounts(1347)).toEqual([1347, 1500, 2000, 5000]);
    expect(quickCashAmounts(2000)).toEqual([2000, 5000, 10000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it('a sale is listed under its largest tender', () => {
    expect(
      mainMethod(
        [
          { method: 'cash', amount: 2000 },
          { method: 'card', amount: 3000 },
        ],
        'cash',
      ),
    ).toBe('card');
    expect(mainMethod([], 'mobile')).toBe('mobile');
  });

  it('property: tenders less change always equal the total', () => {
    const tender = fc.record({
      method: fc.constantFrom('cash' as const, 'card' as const, 'mobile' as const),
      amount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(tender, { maxLength: 5 }),
        (total, inputs) => {
          const clean = inputs.map(({ amount, method }) =>
            amount === undefined ? { method } : { method, amount },
          );
          const tenders = resolveTenders(total, clean);
          const settled = settle(total, tenders);
          if (!settled.ok) return;
          const paid = tenders.reduce((sum, each) => sum + each.amount, 0);
          expect(paid - settled.change).toBe(total);
          expect(settled.change).toBeGreaterThanOrEqual(0);
          const cash = tenders
            .filter((each) => each.method === 'cash')
            .reduce((sum, each) => sum + each.amount, 0);
          expect(settled.change).toBeLessThanOrEqual(cash);
        },
      ),
    );
  });
});
