import { gs1CheckDigit } from '../catalogue/barcode';
import type { Bin, CatalogueProduct } from '../catalogue/catalogue';
import type { StockChange, StockLine } from '../stock/ledger';
import { sampleBins, sampleCategoryRecords } from './business';
import { ADJECTIVES, NOUNS, pad } from './generate';
import { createRandom, pick, randomInt } from './prng';
import type { Seed } from './seedTypes';

/** The sample's stores' sales floors: generated stock is sold from the Downtown Store's. */
const floors = sampleBins.filter((bin) => !bin.shelf);
const SALES_FLOOR = 'DT-FLOOR';
const OPENED_AT = '2026-01-02T08:00:00.000+00:00';

/** `n` warehouse shelves with unique ids (aisle, shelf 1, position 1), in the sample's zones. */
function generateShelfBins(n: number, random: () => number): Bin[] {
  return Array.from({ length: n }, (_, k) => {
    const aisle = String.fromCharCode(65 + (k % 26)) + (k >= 26 ? String(Math.floor(k / 26)) : '');
    const id = `${aisle}-1-1`;
    const zone = pick(random, sampleCategoryRecords).name;
    const shelf = { aisle, shelf: '1', position: '1', zone, capacity: randomInt(random, 200, 2000) };
    return { id, locationId: 'main', label: id, shelf };
  });
}

/**
 * A generated item's EAN-13 in the in-store range (20…): the product's number and the variant's
 * (0 for the product's own item), then the check digit. The bench scans these at the till.
 */
export function generatedBarcode(productNumber: number, variant: number): string {
  const body = `20${pad(productNumber, 9)}${variant}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * A generated business at a benchmark's size, deterministic for a seed: `products` products
 * (ids G000001..., a tenth out of stock, up to 3 variants each, each item with its barcode) over `shelves` warehouse shelves
 * and the stores' floors, and the opening movements that stock them.
 */
export function generateCatalogue(
  { products: n, shelves: shelfCount }: { products: number; shelves: number },
  seed = 1,
): Pick<Seed, 'catalogue' | 'bins' | 'stockHistory'> {
  const random = createRandom(seed);
  const shelves = generateShelfBins(shelfCount, random);
  const catalogue: CatalogueProduct[] = [];
  const lines: StockLine[] = [];
  for (let i = 1; i <= n; i++) {
    const id = `G${pad(i, 6)}`;
    const sku = `GEN-${pad(i, 6)}`;
    const price = randomInt(random, 100, 50_000);
    const variants = Array.from({ length: randomInt(random, 0, 3) }, (_, v) => ({
      id: `${id}-V${v + 1}`,
      name: `Variant ${v + 1}`,
      sku: `${sku}-V${v + 1}`,
      price,
      barcode: generatedBarcode(i, v + 1),
    }));
    const lowStockThreshold = randomInt(random, 5, 25);
    catalogue.push({
      id,
      name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${i}`,
      description: '',
      categoryId: pick(random, sampleCategoryRecords).id,
      sku,
      ...(variants.length === 0 ? { barcode: generatedBarcode(i, 0) } : {}),
      price,
      cost: Math.round(price * 0.55),
      lowStockThreshold,
      reorderQuantity: lowStockThreshold * 2,
      archived: false,
      variants,
    });
    if (random() < 0.1) continue;
    for (const itemId of variants.length === 0 ? [id] : variants.map((variant) => variant.id)) {
      const onShelf = shelves.length > 0 ? randomInt(random, 0, 200) : 0;
      if (onShelf > 0) lines.push({ itemId, binId: pick(random, shelves).id, quantity: onShelf });
      lines.push({ itemId, binId: SALES_FLOOR, quantity: randomInt(random, 1, 40) });
    }
  }
  const opening: StockChange = {
    kind: 'opening',
    at: OPENED_AT,
    by: 'admin',
    document: { kind: 'opening', id: 'OPEN-GEN' },
    lines,
  };
  return { catalogue, bins: [...shelves, ...floors], stockHistory: [opening] };
}
