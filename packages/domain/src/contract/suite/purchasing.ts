// The contract suite's part on purchasing.
import { describe, expect, it } from 'vitest';
import { emptyHeader } from '../../purchasing/purchaseOrder';
import type { WarehouseApi } from '../contract';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { everyItem, type Page } from '../page';
import type { PurchaseOrdersQuery } from '../purchaseOrderPage';

import { NOTHING_ORDERED, receiptKey, rejection, SAMPLE, type SuiteContext } from './fixtures';

export function purchasingSuite({ api, inventoryRow }: SuiteContext): void {
  describe('Data contract: purchase orders (§5 needs a supplier and at least one line)', () => {
    /** A line of the catalogue's 1 m USB-C cable, as the screen sends it (quantity and price not yet normalized). */
    const cableLine = async (a: WarehouseApi, quantity = 0) => {
      const item = (await a.listPurchaseProducts({ search: 'USB-002-1M' })).items[0]!;
      return { id: item.id, productName: item.name, sku: item.sku, quantity, unitPrice: 649.9, total: 0 };
    };

    it('creates an ordered order with normalized lines and its total', async () => {
      const a = await api(NOTHING_ORDERED);
      const line = await cableLine(a);
      const order = await a.createPurchaseOrder({
        header: { ...emptyHeader('2024-02-01'), supplierId: 'SUP-002' },
        lines: [line],
      });
      expect(order).toEqual({
        id: 'PO-001',
        supplierId: 'SUP-002',
        orderDate: '2024-02-01',
        expectedDelivery: '',
        notes: '',
        priority: 'medium',
        status: 'ordered',
        cancelReason: '',
        lines: [{ ...line, quantity: 1, unitPrice: 650, total: 650, received: 0 }],
        total: 650,
      });
      expect((await a.listPurchaseOrders()).items).toEqual([order]);
    });

    it('continues purchase order ids after seeded orders', async () => {
      const header = { ...emptyHeader('2024-01-01'), supplierId: 'SUP-001' };
      const line = await cableLine(await api());
      const seeded = {
        ...header,
        id: 'PO-007',
        status: 'ordered' as const,
        cancelReason: '',
        lines: [{ ...line, quantity: 1, unitPrice: 650, total: 650, received: 0 }],
        total: 650,
      };
      const a = await api({ purchaseOrders: [seeded] });
      expect((await a.createPurchaseOrder({ header, lines: [line] })).id).toBe('PO-008');
      expect((await a.listPurchaseOrders()).items.map((o) => o.id)).toEqual(['PO-008', 'PO-007']);
    });

    it('Purchase Orders a page at a time (issue 18): newest first, searched by PO number or supplier, narrowed by status, lateness and supplier, sorted by a column', async () => {
      const a = await api(NOTHING_ORDERED);
      const line = await cableLine(a);
      // The suite's today is 2024-02-01: an order still awaited after its expected day is late.
      const make = (supplierId: string, quantity: number, expectedDelivery: string, draft = false) =>
        a.createPurchaseOrder({
          header: { ...emptyHeader('2024-01-10'), supplierId, expectedDelivery },
          lines: [{ ...line, quantity }],
          draft,
        });
      await make('SUP-001', 5, '2024-01-20'); // PO-001, late
      await make('SUP-002', 1, '');
      await make('SUP-001', 9, '2024-03-01');
      await make('SUP-003', 3, '2024-01-15', true); // a draft is not late
      await make('SUP-002', 7, '2024-01-25'); // PO-005, late
      await make('SUP-001', 2, '');
      const ids = (page: Page<{ id: string }>) => page.items.map((order) => order.id);
      const first = await a.listPurchaseOrders({ limit: 4 });
      expect(ids(first)).toEqual(['PO-006', 'PO-005', 'PO-004', 'PO-003']);
      expect(first.total).toBe(6);
      const second = await a.listPurchaseOrders({ limit: 4, cursor: first.nextCursor ?? '' });
      expect(ids(second)).toEqual(['PO-002', 'PO-001']);
      expect(second.nextCursor).toBeNull();
      expect(ids(await a.listPurchaseOrders({ search: 'po-005' }))).toEqual(['PO-005']);
      expect(ids(await a.listPurchaseOrders({ search: 'gLoBaL' }))).toEqual(['PO-005', 'PO-002']);
      expect(ids(await a.listPurchaseOrders({ status: 'late' }))).toEqual(['PO-005', 'PO-001']);
      expect(ids(await a.listPurchaseOrders({ status: 'draft' }))).toEqual(['PO-004']);
      expect(ids(await a.listPurchaseOrders({ supplierId: 'SUP-001', search: 'tech' }))).toEqual([
        'PO-006',
        'PO-003',
        'PO-001',
      ]);
      const sorted = async (query: PurchaseOrdersQuery) =>
        (await everyItem((q) => a.listPurchaseOrders({ ...q, ...query, limit: 2 }))).map((order) => order.id);
      expect(await sorted({ sort: 'total' })).toEqual([
        'PO-002',
        'PO-006',
        'PO-004',
        'PO-001',
        'PO-005',
        'PO-003',
      ]);
      expect(await sorted({ sort: 'total', descending: true })).toEqual([
        'PO-003',
        'PO-005',
        'PO-001',
        'PO-004',
        'PO-006',
        'PO-002',
      ]);
      // By supplier name (FreshFoods, Global, TechSource), then by number.
      expect(await sorted({ sort: 'supplier' })).toEqual([
        'PO-004',
        'PO-002',
        'PO-005',
        'PO-001',
        'PO-003',
        'PO-006',
      ]);
      expect(await sorted({ sort: 'expectedDelivery', status: 'ordered' })).toEqual([
        'PO-002',
        'PO-006',
        'PO-001',
        'PO-005',
        'PO-003',
      ]);
      expect(await rejection(a.listPurchaseOrders({ cursor: 'PO-NONE' }))).toBeInstanceOf(ValidationError);
      // A page goes on after its last order even when that order has left the list meanwhile.
      const lateFirst = await a.listPurchaseOrders({ status: 'late', limit: 1 });
      expect(ids(lateFirst)).toEqual(['PO-005']);
      await a.cancelPurchaseOrder('PO-005', { reason: 'Not needed' });
      const lateNext = await a.listPurchaseOrders({
        status: 'late',
        limit: 1,
        cursor: lateFirst.nextCursor ?? '',
      });
      expect(ids(lateNext)).toEqual(['PO-001']);
    });

    it('rejects a missing supplier or no lines with the "Missing Information" notice', async () => {
      const error = await rejection(
        (await api()).createPurchaseOrder({ header: emptyHeader('2024-02-01'), lines: [] }),
      );
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

    it('rejects an unknown supplier, or a product not in the catalogue, with NotFoundError', async () => {
      const a = await api(NOTHING_ORDERED);
      const line = await cableLine(a);
      const header = { ...emptyHeader('2024-02-01'), supplierId: 'SUP-001' };
      expect(
        await rejection(a.createPurchaseOrder({ header: { ...header, supplierId: 'SUP-9' }, lines: [line] })),
      ).toBeInstanceOf(NotFoundError);
      expect(
        await rejection(a.createPurchaseOrder({ header, lines: [{ ...line, id: 'NOPE' }] })),
      ).toBeInstanceOf(NotFoundError);
      expect((await a.listPurchaseOrders()).items).toEqual([]);
    });
  });

  describe('Data contract: a purchase order’s life (issue 17: draft → ordered → partially received → received, or cancelled)', () => {
    const header = { ...emptyHeader('2024-02-01'), supplierId: 'SUP-001', expectedDelivery: '2024-02-10' };
    /** An order of `quantity` of a catalogue item that the warehouse already shelves. */
    const setUp = async (quantity = 10, options: { draft?: boolean } = {}) => {
      const a = await api();
      const item = (await a.listPurchaseProducts({ search: 'SSC-013' })).items[0]!;
      const line = {
        id: item.id,
        productName: item.name,
        sku: item.sku,
        quantity,
        unitPrice: 4000,
        total: 0,
      };
      const order = await a.createPurchaseOrder({ header, lines: [line], ...options });
      return { a, item, line, order };
    };
    const stockOf = async (a: WarehouseApi, itemId: string) =>
      (await a.listPurchaseProducts({ itemIds: [itemId] })).items[0]!.currentStock;
    const receive = (
      a: WarehouseApi,
      orderId: string,
      itemId: string,
      quantity: number,
      binId = 'A-1-1',
      key = receiptKey(),
    ) => a.receivePurchaseOrder(orderId, { lines: [{ itemId, quantity, binId }], idempotencyKey: key });
    const codeOf = async (promise: Promise<unknown>) => {
      const error = await rejection(promise);
      expect(error).toBeInstanceOf(ConflictError);
      return (error as ConflictError).code;
    };

    it('"Save as Draft" keeps an editable draft; placing it makes it ordered and no longer editable', async () => {
      const { a, line, order } = await setUp(10, { draft: true });
      expect(order.status).toBe('draft');
      const edited = await a.updatePurchaseOrder(order.id, {
        header: { ...header, notes: 'Call first' },
        lines: [{ ...line, quantity: 12 }],
      });
      expect(edited).toMatchObject({ id: order.id, status: 'draft', notes: 'Call first', total: 48_000 });
      expect(edited.lines[0]).toMatchObject({ quantity: 12, received: 0 });
      const placed = await a.placePurchaseOrder(order.id);
      expect(placed).toMatchObject({ status: 'ordered', total: 48_000 });
      expect(await codeOf(a.updatePurchaseOrder(order.id, { header, lines: [line] }))).toBe('wrong_status');
      expect(await codeOf(a.placePurchaseOrder(order.id))).toBe('wrong_status');
      expect((await a.getPurchaseOrder(order.id)).order).toEqual(placed);
    });

    it('an edited draft is checked as at creation', async () => {
      const { a, order } = await setUp(10, { draft: true });
      expect(await rejection(a.updatePurchaseOrder(order.id, { header, lines: [] }))).toBeInstanceOf(
        ValidationError,
      );
      expect((await a.getPurchaseOrder(order.id)).order).toEqual(order);
    });

    it('receiving part puts it on the chosen bin and makes the order partially received; the rest makes it received', async () => {
      const { a, item, order } = await setUp(10);
      const before = await stockOf(a, item.id);
      const detail = await a.getPurchaseOrder(order.id);
      expect(detail.receipts).toEqual([]);
      // Its usual bin: the warehouse shelf that holds it.
      expect(detail.usualBins).toEqual({ [item.id]: { id: 'D-3-2', label: 'D-3-2 · Main Warehouse' } });

      const part = await receive(a, order.id, item.id, 4, 'B-1-1');
      expect(part.order.status).toBe('partially_received');
      expect(part.order.lines[0]).toMatchObject({ quantity: 10, received: 4 });
      expect(part.receipts).toHaveLength(1);
      expect(part.receipts[0]).toMatchObject({
        lines: [{ itemId: item.id, productName: item.name, sku: item.sku, quantity: 4, binId: 'B-1-1' }],
      });
      expect(await stockOf(a, item.id)).toBe(before + 4);
      const onShelf = (await everyItem((q) => a.listShelves(q))).find((shelf) => shelf.id === 'B-1-1')!;
      expect(onShelf.products.find((p) => p.id === item.id)?.quantity).toBe(4);
      const [movement] = (await a.listProductMovements('P013')).items;
      expect(movement).toMatchObject({ kind: 'receipt', quantity: 4, document: order.id });

      const rest = await receive(a, order.id, item.id, 6);
      expect(rest.order.status).toBe('received');
      expect(rest.order.lines[0]!.received).toBe(10);
      expect(rest.receipts.map((receipt) => receipt.lines[0]!.quantity)).toEqual([4, 6]);
      expect(await stockOf(a, item.id)).toBe(before + 10);
      expect(await codeOf(receive(a, order.id, item.id, 1))).toBe('wrong_status');
    });

    it('the same receipt sent twice (a double click, a retry) is recorded once', async () => {
      const { a, item, order } = await setUp(10);
      const before = await stockOf(a, item.id);
      const first = await receive(a, order.id, item.id, 3, 'A-1-1', 'same-delivery');
      const again = await receive(a, order.id, item.id, 3, 'A-1-1', 'same-delivery');
      expect(again).toEqual(first);
      expect(await stockOf(a, item.id)).toBe(before + 3);
      expect((await a.getPurchaseOrder(order.id)).receipts).toHaveLength(1);
    });

    it('refuses receiving more than remains, naming the product and what is left, and records nothing', async () => {
      const { a, item, order } = await setUp(10);
      await receive(a, order.id, item.id, 7);
      const before = await stockOf(a, item.id);
      const error = (await rejection(receive(a, order.id, item.id, 4))) as ConflictError;
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.code).toBe('over_receipt');
      expect(error.notice?.message).toBe(`Only 3 left to receive of ${item.name}`);
      expect(await stockOf(a, item.id)).toBe(before);
      expect((await a.getPurchaseOrder(order.id)).order.lines[0]!.received).toBe(7);
    });

    it('refuses a receipt with nothing arriving, a bad quantity or a bin that does not exist', async () => {
      const { a, item, order } = await setUp(10);
      for (const [quantity, binId] of [
        [0, 'A-1-1'],
        [-1, 'A-1-1'],
        [1.5, 'A-1-1'],
        [2, 'NO-SUCH-BIN'],
        [2, ''],
      ] as const) {
        expect(await rejection(receive(a, order.id, item.id, quantity, binId))).toBeInstanceOf(
          ValidationError,
        );
      }
      expect((await a.getPurchaseOrder(order.id)).order).toEqual(order);
    });

    it('refuses receiving a draft or a cancelled order', async () => {
      const draft = await setUp(10, { draft: true });
      expect(await codeOf(receive(draft.a, draft.order.id, draft.item.id, 1))).toBe('wrong_status');
      const ordered = await setUp(10);
      await ordered.a.cancelPurchaseOrder(ordered.order.id, { reason: 'Supplier out of stock' });
      expect(await codeOf(receive(ordered.a, ordered.order.id, ordered.item.id, 1))).toBe('wrong_status');
    });

    it('cancels a draft or an ordered PO with its reason; not without one, and not once goods arrived', async () => {
      const draft = await setUp(10, { draft: true });
      expect(await rejection(draft.a.cancelPurchaseOrder(draft.order.id, { reason: '  ' }))).toBeInstanceOf(
        ValidationError,
      );
      expect(await draft.a.cancelPurchaseOrder(draft.order.id, { reason: ' Duplicate ' })).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Duplicate',
      });
      expect(await codeOf(draft.a.cancelPurchaseOrder(draft.order.id, { reason: 'Again' }))).toBe(
        'wrong_status',
      );
      expect(
        await codeOf(draft.a.updatePurchaseOrder(draft.order.id, { header, lines: draft.order.lines })),
      ).toBe('wrong_status');

      const ordered = await setUp(10);
      await receive(ordered.a, ordered.order.id, ordered.item.id, 2);
      expect(await codeOf(ordered.a.cancelPurchaseOrder(ordered.order.id, { reason: 'Too late' }))).toBe(
        'wrong_status',
      );
    });

    it('an unknown purchase order is NotFoundError', async () => {
      const a = await api();
      expect(await rejection(a.getPurchaseOrder('PO-404'))).toBeInstanceOf(NotFoundError);
      expect(await rejection(a.cancelPurchaseOrder('PO-404', { reason: 'x' }))).toBeInstanceOf(NotFoundError);
    });
  });

  describe('Data contract: suppliers and the prices they were paid (issue 17)', () => {
    const form = {
      name: ' Nordic Tools AB ',
      email: 'order@nordic.example',
      phone: '',
      address: 'Malmö',
      leadTimeDays: '12',
    };

    it('adds a supplier with the next number and edits it; each is checked as typed', async () => {
      const a = await api();
      const added = await a.createSupplier(form);
      expect(added).toEqual({
        id: 'SUP-005',
        name: 'Nordic Tools AB',
        email: 'order@nordic.example',
        phone: '',
        address: 'Malmö',
        leadTimeDays: 12,
      });
      expect((await a.listSuppliers())[0]).toEqual(added);
      const edited = await a.updateSupplier(added.id, { ...form, leadTimeDays: '' });
      expect(edited.leadTimeDays).toBe(0);
      expect((await a.listSuppliers()).find((s) => s.id === added.id)).toEqual(edited);

      const error = (await rejection(
        a.createSupplier({ ...form, name: ' ', email: 'nope', leadTimeDays: '1.5' }),
      )) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.fieldErrors).toEqual({
        name: 'Name is required',
        email: 'Enter a valid email address',
        leadTimeDays: 'Enter whole days from 0 to 365',
      });
      expect(await rejection(a.updateSupplier('SUP-404', form))).toBeInstanceOf(NotFoundError);
      expect(await a.listSuppliers()).toHaveLength(5);
    });

    it('the last price paid is per supplier and product, from its latest placed order; drafts and cancelled orders agreed nothing', async () => {
      const a = await api(NOTHING_ORDERED);
      const line = (unitPrice: number) => ({
        id: 'P013',
        productName: 'Stainless Steel Cookware Set',
        sku: 'SSC-013',
        quantity: 1,
        unitPrice,
        total: 0,
      });
      const header = { ...emptyHeader('2024-01-10'), supplierId: 'SUP-001' };
      await a.createPurchaseOrder({ header, lines: [line(8800)] });
      const latest = await a.createPurchaseOrder({
        header: { ...header, orderDate: '2024-01-20' },
        lines: [line(9100)],
      });
      await a.createPurchaseOrder({ header, lines: [line(5000)], draft: true });
      const cancelled = await a.createPurchaseOrder({ header, lines: [line(4000)] });
      await a.cancelPurchaseOrder(cancelled.id, { reason: 'Wrong price' });
      await a.createPurchaseOrder({ header: { ...header, supplierId: 'SUP-002' }, lines: [line(9900)] });
      expect(await a.listLastPrices({ supplierId: 'SUP-001' })).toEqual([
        {
          supplierId: 'SUP-001',
          itemId: 'P013',
          productName: 'Stainless Steel Cookware Set',
          sku: 'SSC-013',
          unitPrice: 9100,
          orderId: latest.id,
          orderDate: '2024-01-20',
        },
      ]);
      expect((await a.listLastPrices()).map((price) => [price.supplierId, price.unitPrice]).sort()).toEqual([
        ['SUP-001', 9100],
        ['SUP-002', 9900],
      ]);
      // The purchase form's products carry them (issue 18), searched or by id; one never ordered, none.
      const [cookware] = (await a.listPurchaseProducts({ search: 'SSC-013' })).items;
      expect(cookware?.lastPaid).toEqual({ 'SUP-001': 9100, 'SUP-002': 9900 });
      expect((await a.listPurchaseProducts({ itemIds: ['P013'] })).items[0]?.lastPaid).toEqual(
        cookware?.lastPaid,
      );
      expect((await a.listPurchaseProducts({ itemIds: ['P004'] })).items[0]?.lastPaid).toBeUndefined();
    });
  });

  describe('Data contract: late purchase orders (issue 17)', () => {
    it('an ordered PO past its expected day is counted on the dashboard and raises a notification, until it is received or cancelled', async () => {
      const a = await api();
      const item = (await a.listPurchaseProducts({ search: 'SSC-013' })).items[0]!;
      const line = {
        id: item.id,
        productName: item.name,
        sku: item.sku,
        quantity: 2,
        unitPrice: 9000,
        total: 0,
      };
      const header = { ...emptyHeader('2024-01-10'), supplierId: 'SUP-001' };
      // The suite's today is 2024-02-01.
      const late = await a.createPurchaseOrder({
        header: { ...header, expectedDelivery: '2024-01-20' },
        lines: [line],
      });
      await a.createPurchaseOrder({ header: { ...header, expectedDelivery: '2024-02-01' }, lines: [line] });
      await a.createPurchaseOrder({
        header: { ...header, expectedDelivery: '2024-01-05' },
        lines: [line],
        draft: true,
      });
      expect((await a.getDashboard()).latePurchaseOrders).toBe(1);
      expect((await everyItem((q) => a.listNotifications(q)))[0]).toEqual({
        id: `late-${late.id}`,
        kind: 'late_purchase_order',
        title: 'Purchase Order Late',
        message: `${late.id} from TechSource Distributors has not arrived`,
        time: 'Expected Jan 20, 2024',
      });
      // A page at a time (issue 18): the late order first, then those raised; the total is the badge.
      const whole = await everyItem((q) => a.listNotifications(q));
      for (const limit of [1, 3]) {
        const pages = [];
        let cursor: string | null = null;
        do {
          const page = await a.listNotifications({ limit, ...(cursor ? { cursor } : {}) });
          expect(page.total).toBe((await a.getMenuBadges()).notifications);
          pages.push(...page.items);
          cursor = page.nextCursor;
        } while (cursor);
        expect(pages).toEqual(whole);
      }
      expect(await rejection(a.listNotifications({ cursor: 'no-such-notification' }))).toBeInstanceOf(
        ValidationError,
      );
      const lateFirst = await a.listNotifications({ limit: 1 });
      // Partly received, it is still awaited, and still late; all received, it is not.
      await a.receivePurchaseOrder(late.id, {
        lines: [{ itemId: item.id, quantity: 1, binId: 'D-3-2' }],
        idempotencyKey: receiptKey(),
      });
      expect((await a.getDashboard()).latePurchaseOrders).toBe(1);
      await a.receivePurchaseOrder(late.id, {
        lines: [{ itemId: item.id, quantity: 1, binId: 'D-3-2' }],
        idempotencyKey: receiptKey(),
      });
      expect((await a.getDashboard()).latePurchaseOrders).toBe(0);
      expect((await everyItem((q) => a.listNotifications(q))).map((n) => n.kind)).not.toContain(
        'late_purchase_order',
      );
      // A page that ended on the late order, no longer late, goes on from the first kept notification.
      expect((await a.listNotifications({ limit: 2, cursor: lateFirst.nextCursor ?? '' })).items).toEqual(
        (await a.listNotifications({ limit: 2 })).items,
      );
    });
  });

  describe('Data contract: from shortage to order (issue 17: Reorder, Restock, Reorder all, on order)', () => {
    const header = { ...emptyHeader('2024-02-01'), supplierId: 'SUP-001' };
    const cableLine = (id: string, quantity: number) => ({
      id,
      productName: id,
      sku: id,
      quantity,
      unitPrice: 650,
      total: 0,
    });
    const lowCable = async (a: WarehouseApi) =>
      (await everyItem((q) => a.listLowStock(q))).find((item) => item.productId === 'P002');

    it('suggests what brings a product back above its threshold: its reorder quantity, spread over its variants, from its preferred supplier at its cost', async () => {
      // USB-C Charging Cable: 8 on hand, threshold 15, reorder quantity 30, two variants, from SUP-001 at $6.50.
      const a = await api();
      expect(await a.suggestReorder({ productId: 'P002' })).toEqual([
        {
          supplierId: 'SUP-001',
          lines: [
            {
              id: 'P002-1M',
              productName: 'USB-C Charging Cable (1 m)',
              sku: 'USB-002-1M',
              quantity: 15,
              unitPrice: 650,
              total: 9750,
            },
            {
              id: 'P002-2M',
              productName: 'USB-C Charging Cable (2 m)',
              sku: 'USB-002-2M',
              quantity: 15,
              unitPrice: 650,
              total: 9750,
            },
          ],
        },
      ]);
      expect(await rejection(a.suggestReorder({ productId: 'NOPE' }))).toBeInstanceOf(NotFoundError);

      // A line the supplier was paid for before is proposed at that price.
      await a.createPurchaseOrder({ header, lines: [{ ...cableLine('P002-1M', 1), unitPrice: 610 }] });
      const [again] = await a.suggestReorder({ productId: 'P002' });
      expect(again?.lines.map((line) => [line.id, line.quantity, line.unitPrice])).toEqual([
        ['P002-1M', 15, 610],
        ['P002-2M', 15, 650],
      ]);
    });

    it('what open orders will bring shows on Low Stock, and a product already on order is not suggested again', async () => {
      const a = await api();
      expect(await lowCable(a)).toMatchObject({ current: 8, minimum: 15, onOrder: 0 });
      const order = await a.createPurchaseOrder({
        header,
        lines: [cableLine('P002-1M', 5), cableLine('P002-2M', 3)],
      });
      expect(await lowCable(a)).toMatchObject({ onOrder: 8 });
      expect((await inventoryRow(a, 'P002'))?.onOrder).toBe(8);
      // 8 on hand and 8 on order lift it to 16, above 15: nothing more to order.
      expect(await a.suggestReorder({ productId: 'P002' })).toEqual([]);
      // What has arrived is on hand, no longer on order; a cancelled order brings nothing.
      await a.receivePurchaseOrder(order.id, {
        lines: [{ itemId: 'P002-1M', quantity: 5, binId: 'A-1-1' }],
        idempotencyKey: receiptKey(),
      });
      expect(await lowCable(a)).toMatchObject({ current: 13, onOrder: 3 });
      const draft = await a.createPurchaseOrder({ header, lines: [cableLine('P002-2M', 1)], draft: true });
      expect(await lowCable(a)).toMatchObject({ onOrder: 4 });
      await a.cancelPurchaseOrder(draft.id, { reason: 'Not needed' });
      expect(await lowCable(a)).toMatchObject({ onOrder: 3 });
    });

    it('"Reorder all" drafts one purchase order per supplier for every low product, and a second time finds nothing left to order', async () => {
      const a = await api();
      const suggestions = await a.suggestReorder();
      const low = await everyItem((q) => a.listLowStock(q));
      const suggested = new Set(suggestions.flatMap((s) => s.lines.map((line) => line.id.split('-')[0])));
      expect([...suggested].sort()).toEqual(low.map((item) => item.productId).sort());

      const drafts = await a.draftReorders();
      expect(drafts.map((draft) => draft.supplierId).sort()).toEqual(
        suggestions
          .map((s) => s.supplierId)
          .filter(Boolean)
          .sort(),
      );
      for (const draft of drafts) {
        expect(draft).toMatchObject({
          status: 'draft',
          notes: 'Reorder of low stock',
          orderDate: '2024-02-01',
        });
        expect(draft.lines).toEqual(
          suggestions
            .find((s) => s.supplierId === draft.supplierId)
            ?.lines.map((line) => ({ ...line, received: 0 })),
        );
      }
      // Listed after the sample's awaited orders, which bring none of the low products.
      expect((await everyItem((q) => a.listPurchaseOrders(q))).map((order) => order.id)).toEqual([
        ...drafts
          .map((d) => d.id)
          .sort()
          .reverse(),
        ...SAMPLE.purchaseOrders.map((order) => order.id),
      ]);
      expect(await a.draftReorders()).toEqual([]);
      expect(await a.suggestReorder()).toEqual([]);
    });
  });
}
