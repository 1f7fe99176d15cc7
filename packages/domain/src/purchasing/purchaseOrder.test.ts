import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIORITY, PRIORITIES, PRIORITY_LABELS, PRIORITY_OPTIONS, PRIORITY_TONES } from './purchase';
import {
  addProductToOrder,
  emptyHeader,
  LINES_REQUIRED_MESSAGE,
  normalizeLine,
  normalizeQuantity,
  normalizeUnitPrice,
  orderTotal,
  proposedDelivery,
  removeLine,
  resetPurchaseOrder,
  SUPPLIER_REQUIRED_MESSAGE,
  stockBadgeTone,
  updateLine,
  validatePurchaseOrder,
} from './purchaseOrder';

const cable = { id: 'PP-1', name: 'USB-C Cable', sku: 'USB-002', currentStock: 8, price: 650 };
const lamp = { id: 'PP-2', name: 'LED Desk Lamp', sku: 'LDL-014', currentStock: 10, price: 1699 };

describe('§4 Purchase order lines: adding a product', () => {
  it('adds a new line at the product price with its total', () => {
    expect(addProductToOrder([], cable, 4)).toEqual([
      { id: 'PP-1', productName: 'USB-C Cable', sku: 'USB-002', quantity: 4, unitPrice: 650, total: 2600 },
    ]);
  });

  it('defaults the added quantity to 1', () => {
    expect(addProductToOrder([], lamp)[0]?.quantity).toBe(1);
  });

  it('increases an existing line by the added amount and recomputes its total', () => {
    const lines = addProductToOrder(addProductToOrder(addProductToOrder([], cable, 2), lamp), cable, 3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ id: 'PP-1', quantity: 5, total: 3250 });
    expect(lines[1]).toMatchObject({ id: 'PP-2', quantity: 1, total: 1699 });
  });

  it('keeps an edited unit price when the same product is added again', () => {
    const edited = updateLine(addProductToOrder([], cable, 1), 'PP-1', { unitPrice: '5' });
    expect(addProductToOrder(edited, cable, 1)[0]).toMatchObject({
      quantity: 2,
      unitPrice: 500,
      total: 1000,
    });
  });

  it('adds at least 1 unit', () => {
    expect(addProductToOrder([], cable, 0)[0]?.quantity).toBe(1);
  });
});

describe('§4 Purchase order lines: editing quantity or unit price recomputes the total', () => {
  const lines = addProductToOrder(addProductToOrder([], cable, 2), lamp, 1);

  it('recomputes after a quantity change', () => {
    expect(updateLine(lines, 'PP-2', { quantity: 3 })[1]).toMatchObject({ quantity: 3, total: 5097 });
  });

  it('recomputes after a unit price change', () => {
    expect(updateLine(lines, 'PP-1', { unitPrice: '7.25' })[0]).toMatchObject({
      unitPrice: 725,
      total: 1450,
    });
  });

  it('changes both at once and leaves other lines untouched', () => {
    const next = updateLine(lines, 'PP-1', { quantity: 10, unitPrice: '1.1' });
    expect(next[0]).toMatchObject({ quantity: 10, unitPrice: 110, total: 1100 });
    expect(next[1]).toBe(lines[1]);
  });

  it('ignores an unknown id and an empty patch', () => {
    expect(updateLine(lines, 'nope', { quantity: 9 })).toEqual(lines);
    expect(updateLine(lines, 'PP-1', {})).toEqual(lines);
  });
});

describe('§5 Purchase order: quantity minimum is 1; unit price minimum is 0 in steps of 0.01', () => {
  it('clamps quantity to whole units of at least 1', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-4)).toBe(1);
    expect(normalizeQuantity(1)).toBe(1);
    expect(normalizeQuantity(2.9)).toBe(2);
    expect(normalizeQuantity(Number.NaN)).toBe(1);
  });

  it('clamps unit price to 0 or more, rounded to 0.01', () => {
    expect(normalizeUnitPrice(-100)).toBe(0);
    expect(normalizeUnitPrice(0)).toBe(0);
    expect(normalizeUnitPrice(1234.5)).toBe(1235);
    expect(normalizeUnitPrice(Number.NaN)).toBe(0);
  });

  it('reads a typed unit price into cents, rounded to 0.01; not a number gives 0', () => {
    const lines = addProductToOrder([], cable, 2);
    expect(updateLine(lines, 'PP-1', { unitPrice: '12.345' })[0]).toMatchObject({
      unitPrice: 1235,
      total: 2470,
    });
    expect(updateLine(lines, 'PP-1', { unitPrice: '' })[0]).toMatchObject({ unitPrice: 0, total: 0 });
  });

  it('applies the minimums when editing a line', () => {
    const lines = addProductToOrder([], cable, 2);
    expect(updateLine(lines, 'PP-1', { quantity: 0 })[0]).toMatchObject({ quantity: 1, total: 650 });
    expect(updateLine(lines, 'PP-1', { unitPrice: '-5' })[0]).toMatchObject({ unitPrice: 0, total: 0 });
  });

  it('normalizes a whole line and recomputes its total', () => {
    expect(
      normalizeLine({ id: 'x', productName: 'X', sku: 'X', quantity: 0, unitPrice: 200.5, total: 999 }),
    ).toEqual({ id: 'x', productName: 'X', sku: 'X', quantity: 1, unitPrice: 201, total: 201 });
  });
});

describe('§4 Purchase order lines: Remove deletes the line', () => {
  it('removes only that line', () => {
    const lines = addProductToOrder(addProductToOrder([], cable), lamp);
    expect(removeLine(lines, 'PP-1').map((l) => l.id)).toEqual(['PP-2']);
    expect(removeLine(lines, 'nope')).toHaveLength(2);
  });
});

describe('Purchase order total', () => {
  it('sums line totals to cents; 0 for no lines', () => {
    expect(orderTotal([])).toBe(0);
    const lines = addProductToOrder(addProductToOrder([], cable, 3), lamp, 3);
    expect(orderTotal(lines)).toBe(7047); // 19.50 + 50.97
  });
});

describe('§5 Purchase order creation needs a supplier and at least one line', () => {
  const header = { ...emptyHeader('2024-02-01'), supplierId: 'SUP-001' };
  const lines = addProductToOrder([], cable);

  it('accepts a supplier and one line', () => {
    expect(validatePurchaseOrder(header, lines)).toEqual({ ok: true, value: { header, lines } });
  });

  it('refuses without a supplier: "Missing Information"', () => {
    const result = validatePurchaseOrder({ ...header, supplierId: '' }, lines);
    expect(result).toEqual({
      ok: false,
      notice: {
        title: 'Missing Information',
        message: 'Please select a supplier and add products to the order',
        destructive: true,
      },
      fieldErrors: { supplierId: SUPPLIER_REQUIRED_MESSAGE },
    });
    expect(validatePurchaseOrder({ ...header, supplierId: '  ' }, lines).ok).toBe(false);
  });

  it('refuses without lines', () => {
    const result = validatePurchaseOrder(header, []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ lines: LINES_REQUIRED_MESSAGE });
  });

  it('refuses with neither, naming both', () => {
    const result = validatePurchaseOrder({ ...header, supplierId: '' }, []);
    if (result.ok) throw new Error('expected invalid');
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['lines', 'supplierId']);
    expect(result.notice?.title).toBe('Missing Information');
  });
});

describe('§4 Creating an order resets supplier, lines and header', () => {
  it('starts with order date today, expected delivery empty, notes empty, priority medium', () => {
    expect(emptyHeader('2024-02-01')).toEqual({
      supplierId: '',
      orderDate: '2024-02-01',
      expectedDelivery: '',
      notes: '',
      priority: 'medium',
    });
    expect(resetPurchaseOrder('2024-03-04')).toEqual({ header: emptyHeader('2024-03-04'), lines: [] });
  });
});

describe('§4 Purchase order priority: low, medium, high, urgent; default medium', () => {
  it('lists the priorities with labels and tones', () => {
    expect(PRIORITIES).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(DEFAULT_PRIORITY).toBe('medium');
    expect(PRIORITY_OPTIONS.map((o) => o.label)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(PRIORITY_LABELS.urgent).toBe('Urgent');
    expect(PRIORITY_TONES.urgent).toBe('critical');
  });
});

describe('§9 Purchase-order stock badge red below 10 units', () => {
  it('is critical below 10 and neutral from 10', () => {
    expect(stockBadgeTone(0)).toBe('critical');
    expect(stockBadgeTone(9)).toBe('critical');
    expect(stockBadgeTone(10)).toBe('neutral');
    expect(stockBadgeTone(120)).toBe('neutral');
  });
});

describe('Issue 17: the expected delivery proposed from the supplier’s lead time', () => {
  it('is the order date plus the lead time in days, across a month and a year', () => {
    expect(proposedDelivery('2024-01-10', 5)).toBe('2024-01-15');
    expect(proposedDelivery('2024-01-30', 3)).toBe('2024-02-02');
    expect(proposedDelivery('2024-12-30', 7)).toBe('2025-01-06');
    expect(proposedDelivery('2024-02-27', 0)).toBe('2024-02-27');
  });

  it('is none without an order date', () => {
    expect(proposedDelivery('', 5)).toBe('');
  });
});
