// The contract suite's part on barcodes: one per product or variant, unique, found where a SKU is.
import { describe, expect, it } from 'vitest';
import { posEntriesOf } from '../../pos/posCatalogue';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';
import { productValues, rejection, type SuiteContext } from './fixtures';

const ATLAS_CODE = '9780241295939';
const CABLE_CODE = '4006381333931';

export function barcodesSuite({ api, posItem, editValues }: SuiteContext): void {
  describe('Data contract: barcodes per product and per variant (the till, complete)', () => {
    it('a product and a variant keep their barcodes; the edit form shows them again', async () => {
      const a = await api();
      const atlas = await editValues(a, 'P012');
      await a.updateProduct('P012', { ...atlas, barcode: ` ${ATLAS_CODE} ` });
      const cable = await editValues(a, 'P002');
      await a.updateProduct('P002', {
        ...cable,
        variants: cable.variants.map((v) => (v.name === '2 m' ? { ...v, barcode: CABLE_CODE } : v)),
      });
      expect((await a.getProduct('P012')).product.barcode).toBe(ATLAS_CODE);
      expect((await a.getProduct('P002')).product.variants.map((v) => v.barcode)).toEqual([
        undefined,
        CABLE_CODE,
      ]);
      expect((await editValues(a, 'P002')).variants.map((v) => v.barcode)).toEqual(['', CABLE_CODE]);
      // The till reads each item's code with its row.
      expect(await posItem(a, 'P012')).toMatchObject({ barcode: ATLAS_CODE });
      expect(await posItem(a, 'P002-2M')).toMatchObject({ productId: 'P002', barcode: CABLE_CODE });
      expect((await posItem(a, 'P002-1M'))?.barcode).toBeUndefined();
    });

    it('a new product with a barcode is on the till under it', async () => {
      const a = await api();
      const made = await a.createProduct({ ...productValues, barcode: '96385074' });
      expect((await a.getProduct(made.id)).product.barcode).toBe('96385074');
      const tiles = posEntriesOf(await a.listPosProducts());
      expect(tiles.find((tile) => tile.barcode === '96385074')?.id).toBe(made.id);
    });

    it('refuses a barcode another product or variant has, on its field, naming who has it, and adds nothing', async () => {
      const a = await api();
      const cable = await editValues(a, 'P002');
      await a.updateProduct('P002', {
        ...cable,
        variants: cable.variants.map((v) => (v.name === '1 m' ? { ...v, barcode: CABLE_CODE } : v)),
      });
      const error = await rejection(a.createProduct({ ...productValues, barcode: CABLE_CODE }));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({
        code: 'duplicate_barcode',
        fieldErrors: { barcode: `Barcode ${CABLE_CODE} is already used by USB-C Charging Cable (1 m)` },
      });
      expect(await everyItem((q) => a.listProducts(q))).toHaveLength(28);
      // A variant's field is named by the variant's id in the form.
      const fan = await rejection(
        a.createProduct({
          ...productValues,
          variants: [{ id: 'v1', name: 'White', sku: '', price: '', stock: '1', barcode: CABLE_CODE }],
        }),
      );
      expect(fan).toMatchObject({
        code: 'duplicate_barcode',
        fieldErrors: {
          'variantBarcode-v1': `Barcode ${CABLE_CODE} is already used by USB-C Charging Cable (1 m)`,
        },
      });
    });

    it('refuses a code twice in one product, and lets codes swap between its variants', async () => {
      const a = await api();
      const cable = await editValues(a, 'P002');
      const twice = await rejection(
        a.updateProduct('P002', {
          ...cable,
          variants: cable.variants.map((v) => ({ ...v, barcode: CABLE_CODE })),
        }),
      );
      expect(twice).toMatchObject({ code: 'duplicate_barcode' });
      const [one, two] = cable.variants;
      if (!one || !two) throw new Error('P002 has two variants');
      await a.updateProduct('P002', {
        ...cable,
        variants: [
          { ...one, barcode: CABLE_CODE },
          { ...two, barcode: '96385074' },
        ],
      });
      await a.updateProduct('P002', {
        ...cable,
        variants: [
          { ...one, barcode: '96385074' },
          { ...two, barcode: CABLE_CODE },
        ],
      });
      expect((await a.getProduct('P002')).product.variants.map((v) => v.barcode)).toEqual([
        '96385074',
        CABLE_CODE,
      ]);
      // A code given up is free again.
      await a.updateProduct('P002', cable);
      const atlas = await editValues(a, 'P012');
      await a.updateProduct('P012', { ...atlas, barcode: CABLE_CODE });
    });

    it('refuses a wrong check digit with a ValidationError on the field', async () => {
      const error = await rejection(
        (await api()).createProduct({ ...productValues, barcode: '4006381333932' }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        barcode: 'Check digit is wrong for an EAN-13 barcode (it should end in 1)',
      });
    });

    it('a barcode names its item and product (the Scan screen looks a code up by it)', async () => {
      const a = await api();
      const cable = await editValues(a, 'P002');
      await a.updateProduct('P002', {
        ...cable,
        variants: cable.variants.map((v) => (v.name === '2 m' ? { ...v, barcode: CABLE_CODE } : v)),
      });
      expect(await a.getBarcodeItem(CABLE_CODE)).toEqual({ productId: 'P002', itemId: 'P002-2M' });
      expect(await rejection(a.getBarcodeItem(ATLAS_CODE))).toBeInstanceOf(NotFoundError);
      // An archived product's codes name nothing on sale.
      await a.archiveProduct('P002');
      expect(await rejection(a.getBarcodeItem(CABLE_CODE))).toBeInstanceOf(NotFoundError);
    });

    it("a product's stock by bin (the Scan screen's): each item in every bin holding some", async () => {
      const detail = await (await api()).getProduct('P002');
      for (const [itemId, onHand] of Object.entries(detail.onHand)) {
        const inBins = detail.byBin.filter((entry) => entry.itemId === itemId);
        expect(inBins.reduce((sum, entry) => sum + entry.onHand, 0)).toBe(onHand);
        expect(inBins.every((entry) => / · /.test(entry.bin))).toBe(true);
      }
      expect(detail.byBin.length).toBeGreaterThan(0);
    });

    it("Inventory's search finds a product by a whole barcode of its own or of a variant", async () => {
      const a = await api();
      const cable = await editValues(a, 'P002');
      await a.updateProduct('P002', {
        ...cable,
        variants: cable.variants.map((v) => (v.name === '2 m' ? { ...v, barcode: CABLE_CODE } : v)),
      });
      const atlas = await editValues(a, 'P012');
      await a.updateProduct('P012', { ...atlas, barcode: ATLAS_CODE });
      const found = async (search: string, categoryId?: string) =>
        (await everyItem((q) => a.listProducts({ ...q, search, ...(categoryId ? { categoryId } : {}) }))).map(
          (p) => p.id,
        );
      expect(await found(CABLE_CODE)).toEqual(['P002']);
      expect(await found(` ${ATLAS_CODE} `)).toEqual(['P012']);
      expect(await found(ATLAS_CODE, 'electronics')).toEqual([]);
      const page = await a.listProducts({ search: CABLE_CODE });
      expect(page.total).toBe(1);
    });
  });
}
