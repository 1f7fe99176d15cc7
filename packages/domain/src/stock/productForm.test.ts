import { describe, expect, it } from 'vitest';
import type { ProductFormValues } from './product';
import { CATEGORY_LABELS, CATEGORY_OPTIONS } from './product';
import {
  addVariant,
  emptyProductForm,
  PRODUCT_MESSAGES,
  parseProductForm,
  parseVariant,
  productFromForm,
  removeVariant,
  updateVariant,
} from './productForm';

const valid: ProductFormValues = {
  name: ' Wireless Mouse ',
  description: ' Ergonomic ',
  category: 'electronics',
  basePrice: '19.99',
  baseSku: ' WM-001 ',
  stock: '25',
  lowStockThreshold: '',
  variants: [],
};

describe('§3 Category choices', () => {
  it('are electronics, clothing, books, home ("Home & Garden"), sports', () => {
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual([
      'electronics',
      'clothing',
      'books',
      'home',
      'sports',
    ]);
    expect(CATEGORY_LABELS.home).toBe('Home & Garden');
  });
});

describe('§5 Product form: required Product Name, SKU, Base Price, Stock Quantity', () => {
  it('parses a valid form, trimming text and defaulting the threshold to 10', () => {
    expect(parseProductForm(valid)).toEqual({
      ok: true,
      value: {
        name: 'Wireless Mouse',
        description: 'Ergonomic',
        category: 'electronics',
        basePrice: 1999,
        baseSku: 'WM-001',
        stock: 25,
        lowStockThreshold: 10,
        variants: [],
      },
    });
  });

  it('names each missing required field', () => {
    expect(parseProductForm(emptyProductForm())).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Product Name is required',
        baseSku: 'SKU is required',
        basePrice: 'Base Price is required',
        stock: 'Stock Quantity is required',
      },
    });
  });

  it('treats whitespace alone as missing', () => {
    const result = parseProductForm({ ...valid, name: '  ' });
    expect(result).toEqual({ ok: false, fieldErrors: { name: PRODUCT_MESSAGES.nameRequired } });
  });

  it('does not require description or category', () => {
    const result = parseProductForm({ ...valid, description: '', category: '' });
    expect(result.ok).toBe(true);
  });

  it('refuses a category outside the choices', () => {
    const result = parseProductForm({ ...valid, category: 'toys' as 'books' });
    expect(result).toEqual({ ok: false, fieldErrors: { category: PRODUCT_MESSAGES.categoryUnknown } });
  });
});

describe('§5 Product form: Base Price accepts decimals in steps of 0.01', () => {
  it('rounds to 0.01', () => {
    const result = parseProductForm({ ...valid, basePrice: '12.345' });
    expect(result.ok && result.value.basePrice).toBe(1235);
  });

  it('accepts 0 (edge)', () => {
    const result = parseProductForm({ ...valid, basePrice: '0' });
    expect(result.ok && result.value.basePrice).toBe(0);
  });

  it('refuses a non-number and a negative', () => {
    expect(parseProductForm({ ...valid, basePrice: 'ten' })).toEqual({
      ok: false,
      fieldErrors: { basePrice: 'Base Price must be a number' },
    });
    expect(parseProductForm({ ...valid, basePrice: '-1' })).toEqual({
      ok: false,
      fieldErrors: { basePrice: 'Base Price cannot be negative' },
    });
  });
});

describe('§5 Product form: Stock Quantity', () => {
  it('accepts 0 (edge)', () => {
    const result = parseProductForm({ ...valid, stock: '0' });
    expect(result.ok && result.value.stock).toBe(0);
  });

  it('refuses a fraction and a negative', () => {
    expect(parseProductForm({ ...valid, stock: '2.5' })).toEqual({
      ok: false,
      fieldErrors: { stock: 'Stock Quantity must be a whole number' },
    });
    expect(parseProductForm({ ...valid, stock: '-3' })).toEqual({
      ok: false,
      fieldErrors: { stock: 'Stock Quantity cannot be negative' },
    });
  });
});

describe('§5 Product form: Low Stock Threshold is optional (placeholder 10)', () => {
  it('uses a given whole number, including 0', () => {
    const a = parseProductForm({ ...valid, lowStockThreshold: '5' });
    expect(a.ok && a.value.lowStockThreshold).toBe(5);
    const b = parseProductForm({ ...valid, lowStockThreshold: '0' });
    expect(b.ok && b.value.lowStockThreshold).toBe(0);
  });

  it('refuses a fraction or a negative', () => {
    expect(parseProductForm({ ...valid, lowStockThreshold: '2.5' })).toEqual({
      ok: false,
      fieldErrors: { lowStockThreshold: 'Low Stock Threshold must be a whole number' },
    });
    expect(parseProductForm({ ...valid, lowStockThreshold: '-1' })).toEqual({
      ok: false,
      fieldErrors: { lowStockThreshold: 'Low Stock Threshold cannot be negative' },
    });
  });
});

describe('§5 Product form: variant price parsed as a decimal, stock as an integer, each 0 when invalid', () => {
  it('parses valid values, price to cents', () => {
    expect(parseVariant({ id: 'v1', name: ' Red ', sku: ' WM-R ', price: '21.499', stock: '7' })).toEqual({
      id: 'v1',
      name: 'Red',
      sku: 'WM-R',
      price: 2150,
      stock: 7,
    });
  });

  it('gives 0 for invalid price and stock', () => {
    expect(parseVariant({ id: 'v1', name: 'Red', sku: '', price: 'abc', stock: '' })).toMatchObject({
      price: 0,
      stock: 0,
    });
    expect(parseVariant({ id: 'v1', name: 'Red', sku: '', price: '-4', stock: '-2' })).toMatchObject({
      price: 0,
      stock: 0,
    });
  });

  it('parses stock as an integer (7.9 -> 7)', () => {
    expect(parseVariant({ id: 'v1', name: 'Red', sku: '', price: '1', stock: '7.9' }).stock).toBe(7);
  });

  it('never fails the form because of a variant', () => {
    const result = parseProductForm({
      ...valid,
      variants: [{ id: 'v1', name: 'Red', sku: 'R', price: 'oops', stock: 'oops' }],
    });
    expect(result.ok && result.value.variants).toEqual([
      { id: 'v1', name: 'Red', sku: 'R', price: 0, stock: 0 },
    ]);
  });
});

describe('§2.5 Product dialog: variants can be added and removed', () => {
  it('adds empty rows with fresh ids', () => {
    const one = addVariant([]);
    expect(one).toEqual([{ id: 'v1', name: '', sku: '', price: '', stock: '', barcode: '' }]);
    const two = addVariant(one);
    expect(two.map((v) => v.id)).toEqual(['v1', 'v2']);
  });

  it('does not reuse an id still in use after a removal', () => {
    const rows = removeVariant(addVariant(addVariant([])), 'v1');
    expect(rows.map((v) => v.id)).toEqual(['v2']);
    expect(addVariant(rows).map((v) => v.id)).toEqual(['v2', 'v3']);
  });

  it('updates one row', () => {
    const rows = updateVariant(addVariant(addVariant([])), 'v2', { name: 'Blue', price: '3' });
    expect(rows[1]).toMatchObject({ id: 'v2', name: 'Blue', price: '3' });
    expect(rows[0]?.name).toBe('');
  });
});

describe('§3 Product listing from the form', () => {
  it('uses the category label, the base SKU and price, and the stock status rule', () => {
    const parsed = parseProductForm({
      ...valid,
      category: 'home',
      stock: '4',
      variants: [{ id: 'v1', name: 'Red', sku: 'R', price: '2', stock: '4' }],
    });
    if (!parsed.ok) throw new Error('expected valid');
    expect(productFromForm('P021', parsed.value)).toEqual({
      id: 'P021',
      name: 'Wireless Mouse',
      sku: 'WM-001',
      category: 'Home & Garden',
      price: 1999,
      stock: 4,
      lowStockThreshold: 10,
      status: 'Low Stock',
      variants: [{ id: 'v1', name: 'Red', stock: 4 }],
      onOrder: 0,
    });
  });

  it('leaves the category empty when none was chosen', () => {
    const parsed = parseProductForm({ ...valid, category: '', stock: '0' });
    if (!parsed.ok) throw new Error('expected valid');
    expect(productFromForm('P1', parsed.value)).toMatchObject({ category: '', status: 'Out of Stock' });
  });
});

describe('Product form: barcodes, optional, with EAN-13, EAN-8 and UPC-A check digits checked', () => {
  const variant = { id: 'v1', name: 'Red', sku: '', price: '', stock: '1' };

  it('keeps a trimmed barcode, and none when blank', () => {
    const parsed = parseProductForm({ ...valid, barcode: ' 4006381333931 ' });
    expect(parsed.ok && parsed.value.barcode).toBe('4006381333931');
    const blank = parseProductForm({ ...valid, barcode: '  ' });
    expect(blank.ok && blank.value.barcode).toBeUndefined();
    expect(parseProductForm(valid).ok).toBe(true);
  });

  it('refuses a wrong check digit on the field that holds it', () => {
    expect(parseProductForm({ ...valid, barcode: '4006381333932' })).toEqual({
      ok: false,
      fieldErrors: { barcode: 'Check digit is wrong for an EAN-13 barcode (it should end in 1)' },
    });
    expect(parseProductForm({ ...valid, variants: [{ ...variant, barcode: '036000291453' }] })).toEqual({
      ok: false,
      fieldErrors: { 'variantBarcode-v1': 'Check digit is wrong for a UPC-A barcode (it should end in 2)' },
    });
  });

  it('accepts codes of other shapes as scanned (Code 128)', () => {
    const parsed = parseProductForm({ ...valid, barcode: 'WM-001/BLK' });
    expect(parsed.ok && parsed.value.barcode).toBe('WM-001/BLK');
  });

  it('puts the barcodes of a product with variants on its variants', () => {
    expect(parseProductForm({ ...valid, barcode: '96385074', variants: [variant] })).toMatchObject({
      ok: false,
      fieldErrors: { barcode: 'A product with variants has its barcodes on its variants' },
    });
    const parsed = parseProductForm({ ...valid, variants: [{ ...variant, barcode: '96385074' }] });
    expect(parsed.ok && parsed.value.variants[0]?.barcode).toBe('96385074');
  });
});
