import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('Public API', () => {
  it('exports the rules, data and contract helpers by name', () => {
    for (const name of [
      'formatMoney',
      'roundCents',
      'saleTotals',
      'SALE_TAX_RATE',
      'stockStatus',
      'addToCart',
      'checkout',
      'addProductToOrder',
      'validatePurchaseOrder',
      'shelfStats',
      'matchesQuery',
      'createSearchIndex',
      'deliveryStats',
      'validateLogin',
      'parseProductForm',
      'validateRiderForm',
      'redeemLabel',
      'socialLoginNotice',
      'createMemoryApi',
      'ValidationError',
      'NotFoundError',
      'sampleSeed',
      'generateProducts',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('has no undefined exports', () => {
    for (const [name, value] of Object.entries(domain)) expect(value, name).toBeDefined();
  });
});
