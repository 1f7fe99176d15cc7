// Customers, suppliers and purchase orders on PostgreSQL.
import { purchaseProducts } from '@warehouse/domain/catalogue';
import type { WarehouseApi } from '@warehouse/domain/contract';
import { purchaseOrderToCreate } from '@warehouse/domain/purchasing';
import { desc, eq, inArray } from 'drizzle-orm';
import { writeTransaction } from '../audit/auditTrail';
import type { Db } from '../db/database';
import { customers, purchaseOrderLines, purchaseOrders, suppliers } from '../db/schema';
import { readCatalogueIndex } from './catalogueRecords';
import { withNewId } from './ids';
import { customerOf } from './peopleRecords';
import { purchaseOrderOf, purchaseOrderRows } from './purchasingRecords';
import { readStock } from './stockRecords';

type PurchasingCalls = Pick<
  WarehouseApi,
  'listCustomers' | 'listSuppliers' | 'listPurchaseProducts' | 'listPurchaseOrders' | 'createPurchaseOrder'
>;

export function purchasingStore(db: Db): PurchasingCalls {
  return {
    listCustomers: async () =>
      (await db.select().from(customers).orderBy(desc(customers.createdAt), desc(customers.id))).map(
        customerOf,
      ),
    listSuppliers: async () =>
      (await db.select().from(suppliers).orderBy(desc(suppliers.createdAt), desc(suppliers.id))).map(
        ({ createdAt: _listed, ...supplier }) => supplier,
      ),
    listPurchaseProducts: async () => {
      return purchaseProducts(await readCatalogueIndex(db), await readStock(db));
    },
    listPurchaseOrders: async () => {
      const orders = await db
        .select()
        .from(purchaseOrders)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
      const lines = orders.length
        ? await db
            .select()
            .from(purchaseOrderLines)
            .where(
              inArray(
                purchaseOrderLines.purchaseOrderId,
                orders.map((o) => o.id),
              ),
            )
        : [];
      return orders.map((order) =>
        purchaseOrderOf(
          order,
          lines.filter((line) => line.purchaseOrderId === order.id),
        ),
      );
    },
    createPurchaseOrder: (header, lines) =>
      writeTransaction(db, async (tx) => {
        const supplierIds = new Set(
          (
            await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, header.supplierId))
          ).map((row) => row.id),
        );
        const order = await withNewId(tx, 'purchaseOrder', (newId) =>
          purchaseOrderToCreate(header, lines, (supplierId) => supplierIds.has(supplierId), newId),
        );
        const rows = purchaseOrderRows(order);
        await tx.insert(purchaseOrders).values(rows.header);
        if (rows.lines.length > 0) await tx.insert(purchaseOrderLines).values(rows.lines);
        return order;
      }),
  };
}
