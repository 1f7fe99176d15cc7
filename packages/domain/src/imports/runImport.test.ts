import { describe, expect, it } from 'vitest';
import { ConflictError } from '../contract/errors';
import type { ProductForm } from '../stock/product';
import { matchColumns } from './importKinds';
import type { ImportOptions } from './importReport';
import { IMPORT_CHUNK_RECORDS, type ImportWriters, runImport, type SourceRow } from './runImport';

// Issue: Import — columns matched by header, every row's errors named (row, column, value,
// message), all or nothing unless "import only the valid rows" is chosen.
/** The lines as a file hands them on: in batches (of three rows here, so a product's rows may be split). */
const rowsOf = async function* (lines: string[][]): AsyncGenerator<readonly SourceRow[]> {
  const rows = lines.map((cells, index) => ({ row: index + 1, cells }));
  for (let start = 0; start < rows.length; start += 3) yield rows.slice(start, start + 3);
};
const options: ImportOptions = { mode: 'create', validOnly: false, dryRun: false };

function recordingWriters() {
  const products: ProductForm[] = [];
  const chunks: number[] = [];
  const writers: ImportWriters = {
    products: async (chunk) => {
      chunks.push(chunk.length);
      return chunk.map((values) => {
        if (values.baseSku === 'TAKEN')
          return new ConflictError(
            'duplicate_sku',
            { title: 'SKU Already Used', message: 'SKU TAKEN is already used by Desk', destructive: true },
            { baseSku: 'SKU TAKEN is already used by Desk' },
          );
        products.push(values);
        return 'created';
      });
    },
    stock: async (chunk) => chunk.map(() => 'created'),
    customers: async (chunk) => chunk.map(() => 'created'),
    suppliers: async (chunk) => chunk.map(() => 'unchanged'),
  };
  return { products, chunks, writers };
}

describe('Import rows', () => {
  it('matches columns by header whatever their case, spacing and order', () => {
    expect(matchColumns('products', ['base_price', 'Product Name', 'sku', 'Variant SKU'])).toEqual({
      price: 0,
      name: 1,
      sku: 2,
      variantSku: 3,
    });
  });

  it('a file with one bad row is refused whole and names the row, column, value and message', async () => {
    const { writers } = recordingWriters();
    const report = await runImport(
      'products',
      rowsOf([
        ['Product Name', 'SKU', 'Base Price'],
        ['Desk', 'D-1', '10.00'],
        ['Chair', 'C-1', 'ten'],
      ]),
      options,
      writers,
    );
    expect(report.errors).toEqual([
      { row: 3, column: 'Base Price', value: 'ten', message: 'Base Price must be a number' },
    ]);
    expect(report.committed).toBe(false);
    expect(report.created).toBe(1);
  });

  it('"import only the valid rows" keeps the rest', async () => {
    const { writers } = recordingWriters();
    const report = await runImport(
      'products',
      rowsOf([
        ['Product Name', 'SKU', 'Base Price'],
        ['Desk', 'TAKEN', '10.00'],
        ['Chair', 'C-1', '5'],
      ]),
      { ...options, validOnly: true },
      writers,
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'SKU', value: 'TAKEN', message: 'SKU TAKEN is already used by Desk' },
    ]);
    expect(report).toMatchObject({ created: 1, committed: true });
  });

  it("a product's variants are the rows that repeat its SKU, each with its own name, SKU and price (in cents, as the product form's rule parsed them)", async () => {
    const { products, writers } = recordingWriters();
    await runImport(
      'products',
      rowsOf([
        ['Product Name', 'SKU', 'Base Price', 'Category', 'Variant Name', 'Variant SKU', 'Variant Price'],
        ['Tee', 'T-1', '12', 'Clothing', 'Small', 'T-1-S', ''],
        ['Tee', 'T-1', '12', 'Clothing', 'Large', 'T-1-L', '14.50'],
        ['Lamp', 'L-1', '30', 'home & garden', '', '', ''],
        ['Tee', 'T-1', '12', '', 'Medium', 'T-1-M', ''],
      ]),
      options,
      writers,
    ).then((report) =>
      expect(report.errors).toEqual([
        {
          row: 5,
          column: 'SKU',
          value: 'T-1',
          message: "SKU T-1 was used on row 2: a product's rows must be next to each other",
        },
      ]),
    );
    expect(
      products.map((p) => [p.baseSku, p.category, p.variants.map((v) => [v.name, v.sku, v.price])]),
    ).toEqual([
      [
        'T-1',
        'clothing',
        [
          ['Small', 'T-1-S', 1200],
          ['Large', 'T-1-L', 1450],
        ],
      ],
      ['L-1', 'home', []],
    ]);
  });

  it('without a column for a required field, nothing is checked or written and the field is named', async () => {
    const { products, writers } = recordingWriters();
    const report = await runImport(
      'products',
      rowsOf([
        ['Product Name', 'SKU'],
        ['Desk', 'D-1'],
      ]),
      options,
      writers,
    );
    expect(report).toMatchObject({ missing: ['Base Price'], rows: 1, committed: false });
    expect(products).toEqual([]);
  });

  it('records go to the store a chunk at a time, and every error is listed in file order', async () => {
    const { chunks, writers } = recordingWriters();
    const count = IMPORT_CHUNK_RECORDS + 2;
    const lines = Array.from({ length: count }, (_, index) => [`Item ${index}`, `S-${index}`, '1']);
    // A store's refusal (row 2) before a row's own check (row 4), in the same chunk.
    lines[0] = ['Desk', 'TAKEN', '10'];
    lines[2] = ['Chair', 'C-1', 'ten'];
    const report = await runImport(
      'products',
      rowsOf([['Product Name', 'SKU', 'Base Price'], ...lines]),
      { ...options, validOnly: true },
      writers,
    );
    // Every record written once (the row refused by its check is not), in two chunks.
    expect(chunks).toHaveLength(2);
    expect(chunks.reduce((sum, size) => sum + size, 0)).toBe(count - 1);
    expect(report.errors.map((error) => [error.row, error.column])).toEqual([
      [2, 'SKU'],
      [4, 'Base Price'],
    ]);
    expect(report).toMatchObject({ rows: count, created: count - 2, committed: true });
  });

  it('a file that fails to read ends the import only once the chunk being written is done', async () => {
    const { writers } = recordingWriters();
    const finished: string[] = [];
    const slow: ImportWriters = {
      ...writers,
      products: async (chunk) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished.push('chunk');
        return writers.products(chunk, 'create');
      },
    };
    const failing = async function* (): AsyncGenerator<readonly SourceRow[]> {
      yield [{ row: 1, cells: ['Product Name', 'SKU', 'Base Price'] }];
      for (let index = 0; index <= IMPORT_CHUNK_RECORDS + 1; index++)
        yield [{ row: index + 2, cells: [`Item ${index}`, `S-${index}`, '1'] }];
      throw new Error('the upload broke off');
    };
    await expect(runImport('products', failing(), options, slow)).rejects.toThrow('the upload broke off');
    expect(finished).toEqual(['chunk']);
  });

  it('customers and suppliers are checked by their forms’ rules', async () => {
    const { writers } = recordingWriters();
    const report = await runImport(
      'customers',
      rowsOf([
        ['Name', 'Email', 'Phone'],
        ['Ann', 'not-an-email', ''],
      ]),
      { ...options, dryRun: true },
      writers,
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'Email', value: 'not-an-email', message: 'Enter a valid email address' },
    ]);
  });
});
