// Stories' till sale by card, ORD-1013: headphones ($79.99, tax 6.60) and 2 cables ($12.99 each,
// tax 2.14), $114.71, to a walk-in.
import type { SaleDetail } from '@warehouse/domain/pos';
import type { Returnable } from '@warehouse/domain/returns';

export const cardSale = {
  sale: {
    id: 'ORD-1013',
    customer: 'Walk-in Customer',
    amount: 11471,
    status: 'completed' as const,
    paymentMethod: 'card' as const,
    date: '2026-11-23',
    items: 3,
  },
  lines: [
    {
      id: 'P001-BLK',
      name: 'Wireless Bluetooth Headphones (Black)',
      price: 7999,
      quantity: 1,
      discount: 0,
      tax: 660,
    },
    { id: 'P002-2M', name: 'USB-C Charging Cable (2 m)', price: 1299, quantity: 2, discount: 0, tax: 214 },
  ],
  money: {
    subtotal: 10597,
    discount: 0,
    cartDiscount: 0,
    tax: 874,
    taxRatePercent: 8.25,
    deliveryFee: 0,
    total: 11471,
    tenders: [{ method: 'card' as const, amount: 11471, reference: '4242' }],
    change: 0,
  },
  soldBy: 'Casey Cashier',
  soldAt: '2026-11-23T10:15:00.000Z',
} satisfies SaleDetail;

/** What is left to return of each of its lines, with `returnedCables` of the cables back already. */
export const cardSaleLines = (returnedCables = 0): Returnable[] => [
  {
    lineNo: 0,
    itemId: 'P001-BLK',
    name: 'Wireless Bluetooth Headphones (Black)',
    sold: 1,
    returned: 0,
    soldFromBin: 'A-01-01',
  },
  {
    lineNo: 1,
    itemId: 'P002-2M',
    name: 'USB-C Charging Cable (2 m)',
    sold: 2,
    returned: returnedCables,
    soldFromBin: 'A-01-02',
  },
];
