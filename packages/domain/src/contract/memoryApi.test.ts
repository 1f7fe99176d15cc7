import { describe, expect, it } from 'vitest';
import { emptyRiderForm } from '../deliveries/riderForm';
import { addToCart, setQuantity } from '../pos/cart';
import { emptyHeader } from '../purchasing/purchaseOrder';
import { generateProducts } from '../sample/generate';
import { sampleProducts } from '../sample/products';
import { samplePurchaseProducts } from '../sample/purchaseProducts';
import { sampleSeed } from '../sample/seed';
import type { ProductFormValues } from '../stock/product';
import { NotFoundError, ValidationError } from './errors';
import { createIdGenerator, createMemoryApi } from './memoryApi';
import { INVALID_INPUT_MESSAGE } from './validation';

const NOW = new Date(2024, 1, 1, 12, 30, 0);
const api = (seed = {}) => createMemoryApi(seed, { now: () => NOW });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const productValues: ProductFormValues = {
  name: 'Desk Fan',
  description: '',
  category: 'home',
  basePrice: '24.5',
  baseSku: 'DF-1',
  stock: '3',
  lowStockThreshold: '',
  variants: [],
};

describe('Data contract: createMemoryApi seeding', () => {
  it('starts from the sample data', async () => {
    const seed = sampleSeed();
    const a = api();
    expect(await a.listProducts()).toEqual(seed.products);
    expect(await a.listPosProducts()).toEqual(seed.posProducts);
    expect(await a.listSales()).toEqual(seed.sales);
    expect(await a.listDeliveries()).toEqual(seed.deliveries);
    expect(await a.listRiders()).toEqual(seed.riders);
    expect(await a.listCustomers()).toEqual(seed.customers);
    expect(await a.listSuppliers()).toEqual(seed.suppliers);
    expect(await a.listPurchaseProducts()).toEqual(seed.purchaseProducts);
    expect(await a.listPurchaseOrders()).toEqual([]);
    expect(await a.listShelves()).toEqual(seed.shelves);
    expect(await a.getDashboard()).toEqual(seed.dashboard);
    expect(await a.getAnalytics()).toEqual(seed.kpis);
    expect(await a.listNotifications()).toEqual(seed.notifications);
    expect(await a.listCategories()).toEqual(seed.categories);
    expect(await a.listLocations()).toEqual(seed.locations);
    expect(await a.listLowStock()).toEqual(seed.lowStock);
    expect(await a.getSettings()).toEqual(seed.settings);
    expect(await a.getAccount()).toEqual(seed.account);
  });

  it('replaces lists given in the seed (e.g. generated data)', async () => {
    const products = generateProducts(50, 7);
    const a = api({ products, sales: [] });
    expect(await a.listProducts()).toEqual(products);
    expect(await a.listSales()).toEqual([]);
    expect(await a.listRiders()).toHaveLength(8);
  });

  it('does not share state with the seed, the sample data or other instances', async () => {
    const products = generateProducts(2, 1);
    const a = api({ products });
    products.pop();
    expect(await a.listProducts()).toHaveLength(2);
    await api().createProduct(productValues);
    expect(await api().listProducts()).toHaveLength(sampleProducts.length);
    const list = await a.listProducts();
    list.pop();
    expect(await a.listProducts()).toHaveLength(2);
  });

  it('uses the system clock by default', async () => {
    const product = await createMemoryApi().createRider({
      ...emptyRiderForm(),
      name: 'A',
      phone: '1',
      email: 'a@b.co',
      vehicleNumber: 'V',
    });
    expect(product.joinedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('Data contract: products', () => {
  it('creates a product first in the list, with the next id and its stock status', async () => {
    const a = api();
    const product = await a.createProduct(productValues);
    expect(product).toEqual({
      id: 'P021',
      name: 'Desk Fan',
      sku: 'DF-1',
      category: 'Home & Garden',
      price: 24.5,
      stock: 3,
      lowStockThreshold: 10,
      status: 'Low Stock',
      variants: [],
    });
    expect((await a.listProducts())[0]).toEqual(product);
    expect((await a.createProduct(productValues)).id).toBe('P022');
  });

  it('rejects an invalid form with a ValidationError keyed by field', async () => {
    const error = await rejection(api().createProduct({ ...productValues, name: '', stock: 'x' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(INVALID_INPUT_MESSAGE);
    expect((error as ValidationError).fieldErrors).toEqual({
      name: 'Product Name is required',
      stock: 'Stock Quantity must be a whole number',
    });
  });
});

describe('Data contract: POS sales (§4 any payment or delivery choice)', () => {
  const lines = setQuantity(
    addToCart(addToCart([], { id: 'POS-01', name: 'Headphones', price: 79.99 }), {
      id: 'POS-02',
      name: 'Cable',
      price: 12.99,
    }),
    'POS-02',
    2,
  );

  it('records a paid sale first in the sales list, with no delivery', async () => {
    const a = api();
    const { sale, delivery } = await a.recordSale({ lines, choice: { kind: 'payment', method: 'card' } });
    expect(sale).toEqual({
      id: 'ORD-1013',
      customer: 'Walk-in Customer',
      amount: 114.45, // (79.99 + 25.98) * 1.08 = 114.4476
      status: 'completed',
      paymentMethod: 'card',
      date: '2024-02-01',
      items: 3,
    });
    expect(delivery).toBeNull();
    expect((await a.listSales())[0]).toEqual(sale);
    expect(await a.listDeliveries()).toHaveLength(10);
  });

  it('Fast Delivery also creates a pending, normal delivery first in the list', async () => {
    const a = api();
    const customer = { name: 'Jane Roe', phone: '555', address: '1 High St' };
    const { sale, delivery } = await a.recordSale({
      lines,
      choice: { kind: 'delivery', option: 'fast' },
      customer,
    });
    expect(delivery).toEqual({
      id: 'DEL-011',
      orderId: sale.id,
      customer,
      items: 3,
      totalAmount: sale.amount,
      status: 'pending',
      priority: 'normal',
      estimatedTime: '30 mins',
      createdAt: '2024-02-01T12:30:00',
    });
    expect((await a.listDeliveries())[0]).toEqual(delivery);
  });

  it('rejects an empty cart', async () => {
    const error = await rejection(
      api().recordSale({ lines: [], choice: { kind: 'payment', method: 'cash' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toHaveProperty('cart');
  });

  it('rejects a line with a bad quantity or price', async () => {
    const error = await rejection(
      api().recordSale({
        lines: [
          { id: 'a', name: 'A', price: 1, quantity: 0 },
          { id: 'b', name: 'B', price: -1, quantity: 1 },
        ],
        choice: { kind: 'payment', method: 'cash' },
      }),
    );
    expect((error as ValidationError).fieldErrors).toEqual({
      'lines.a': 'Quantity must be a whole number of at least 1',
      'lines.b': 'Price must be 0 or more',
    });
  });
});

describe('Data contract: deliveries', () => {
  const input = {
    orderId: 'ORD-5000',
    items: 2,
    total: 40,
    paymentMethod: 'cash' as const,
    customer: { name: 'Jane Roe', phone: '555', address: '1 High St' },
  };

  it('creates a pending delivery (§4 New delivery order)', async () => {
    const a = api();
    const delivery = await a.createDelivery(input);
    expect(delivery).toMatchObject({ id: 'DEL-011', status: 'pending', priority: 'normal', totalAmount: 40 });
    expect((await a.listDeliveries())[0]).toEqual(delivery);
  });

  it('rejects an invalid delivery', async () => {
    const error = await rejection(api().createDelivery({ ...input, items: 0 }));
    expect((error as ValidationError).fieldErrors).toEqual({
      items: 'Items must be a whole number of at least 1',
    });
  });

  it('assigns a rider: status assigned, rider recorded, list updated in place', async () => {
    const a = api();
    const updated = await a.assignRider('DEL-002', 'RDR-004');
    expect(updated).toMatchObject({
      id: 'DEL-002',
      status: 'assigned',
      rider: { id: 'RDR-004', name: 'Aisha Patel', phone: '+1 (555) 444-5555' },
    });
    const list = await a.listDeliveries();
    expect(list[1]).toEqual(updated);
    expect(list).toHaveLength(10);
  });

  it('rejects unknown deliveries and riders with NotFoundError', async () => {
    const a = api();
    const noDelivery = await rejection(a.assignRider('DEL-999', 'RDR-001'));
    expect(noDelivery).toBeInstanceOf(NotFoundError);
    expect((noDelivery as NotFoundError).entity).toBe('Delivery');
    const noRider = await rejection(a.assignRider('DEL-001', 'RDR-999'));
    expect((noRider as NotFoundError).entity).toBe('Rider');
  });

  it('rejects assigning a delivered order', async () => {
    expect(await rejection(api().assignRider('DEL-007', 'RDR-004'))).toBeInstanceOf(ValidationError);
  });
});

describe('Data contract: riders', () => {
  it('creates an available rider first in the list', async () => {
    const a = api();
    const rider = await a.createRider({
      ...emptyRiderForm(),
      name: 'Dana Scott',
      phone: '555',
      email: 'dana@example.com',
      vehicleNumber: 'SC-1',
    });
    expect(rider).toMatchObject({ id: 'RDR-009', status: 'available', joinedDate: '2024-02-01' });
    expect((await a.listRiders())[0]).toEqual(rider);
  });

  it('rejects an invalid form', async () => {
    const error = await rejection(api().createRider({ ...emptyRiderForm(), email: 'bad' }));
    expect((error as ValidationError).fieldErrors).toMatchObject({ email: 'Enter a valid email address' });
  });
});

describe('Data contract: purchase orders (§5 needs a supplier and at least one line)', () => {
  const product = samplePurchaseProducts[1]!;
  const line = {
    id: product.id,
    productName: product.name,
    sku: product.sku,
    quantity: 0,
    unitPrice: 6.499,
    total: 0,
  };

  it('creates an order with normalized lines and its total', async () => {
    const a = api();
    const order = await a.createPurchaseOrder({ ...emptyHeader('2024-02-01'), supplierId: 'SUP-002' }, [
      line,
    ]);
    expect(order).toEqual({
      id: 'PO-001',
      supplierId: 'SUP-002',
      orderDate: '2024-02-01',
      expectedDelivery: '',
      notes: '',
      priority: 'medium',
      lines: [{ ...line, quantity: 1, unitPrice: 6.5, total: 6.5 }],
      total: 6.5,
    });
    expect(await a.listPurchaseOrders()).toEqual([order]);
  });

  it('continues purchase order ids after seeded orders', async () => {
    const header = { ...emptyHeader('2024-01-01'), supplierId: 'SUP-001' };
    const seeded = { ...header, id: 'PO-007', lines: [{ ...line, quantity: 1, total: 6.5 }], total: 6.5 };
    const a = api({ purchaseOrders: [seeded] });
    expect((await a.createPurchaseOrder(header, [line])).id).toBe('PO-008');
    expect((await a.listPurchaseOrders()).map((o) => o.id)).toEqual(['PO-008', 'PO-007']);
  });

  it('rejects a missing supplier or no lines with the "Missing Information" notice', async () => {
    const error = await rejection(api().createPurchaseOrder(emptyHeader('2024-02-01'), []));
    expect(error).toBeInstanceOf(ValidationError);
    const v = error as ValidationError;
    expect(v.message).toBe('Please select a supplier and add products to the order');
    expect(v.notice).toEqual({
      title: 'Missing Information',
      message: 'Please select a supplier and add products to the order',
      destructive: true,
    });
    expect(Object.keys(v.fieldErrors).sort()).toEqual(['lines', 'supplierId']);
  });

  it('rejects an unknown supplier with NotFoundError', async () => {
    const error = await rejection(
      api().createPurchaseOrder({ ...emptyHeader('2024-02-01'), supplierId: 'SUP-9' }, [line]),
    );
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe('Data contract: shelves (§5 Add shelf)', () => {
  it('adds an empty shelf first in the list', async () => {
    const a = api();
    const shelf = await a.addShelf({ aisle: 'F', shelf: '2', position: '1', zone: 'Books', capacity: '50' });
    expect(shelf).toEqual({
      id: 'F-2-1',
      aisle: 'F',
      shelf: '2',
      position: '1',
      zone: 'Books',
      capacity: 50,
      occupied: 0,
      products: [],
    });
    expect((await a.listShelves())[0]).toEqual(shelf);
  });

  it('does not check duplicate ids', async () => {
    const a = api();
    await a.addShelf({ aisle: 'A', shelf: '1', position: '1', zone: 'Electronics', capacity: '10' });
    expect((await a.listShelves()).filter((s) => s.id === 'A-1-1')).toHaveLength(2);
  });

  it('rejects a capacity that is not a whole number', async () => {
    const error = await rejection(
      api().addShelf({ aisle: 'F', shelf: '2', position: '1', zone: 'Books', capacity: 'ten' }),
    );
    expect((error as ValidationError).fieldErrors).toEqual({ capacity: 'Capacity must be a whole number' });
  });
});

describe('Data contract: read-only lists are copies', () => {
  it('returns fresh copies of settings, dashboard and account', async () => {
    const a = api();
    const settings = await a.getSettings();
    settings.store.taxRatePercent = 99;
    expect((await a.getSettings()).store.taxRatePercent).toBe(8.25);
    const dashboard = await a.getDashboard();
    dashboard.stats.pop();
    expect((await a.getDashboard()).stats).toHaveLength(4);
    const account = await a.getAccount();
    account.rewards.pop();
    expect((await a.getAccount()).rewards).toHaveLength(4);
  });
});

describe('createIdGenerator', () => {
  it('continues after the highest existing number, zero-padded', () => {
    const next = createIdGenerator('DEL-', 3, ['DEL-002', 'DEL-010', 'X-99', 'DEL-abc']);
    expect(next()).toBe('DEL-011');
    expect(next()).toBe('DEL-012');
  });

  it('starts at 1 and escapes the prefix', () => {
    expect(createIdGenerator('PO.', 3, ['POX001'])()).toBe('PO.001');
  });
});
