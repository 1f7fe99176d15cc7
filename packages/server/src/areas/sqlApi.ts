import type { WarehouseApi } from '@warehouse/domain/contract';
import { isoDateTime } from '@warehouse/domain/format';
import type { Db } from '../db/database';
import type { StoreContext } from '../sql/storeContext';
import { currentActor } from './accounts/actor';
import { staffStore } from './accounts/staffStore';
import { activityStore } from './audit/activityStore';
import { auditedApi } from './audit/auditTrail';
import { type BackupsPlace, backupsStore, scratchBackups } from './backups/backupsStore';
import { catalogueStore } from './catalogue/catalogueStore';
import { deliveryStore } from './deliveries/deliveryStore';
import { drawerStore } from './drawer/drawerStore';
import { invoicesStore } from './invoices/invoicesStore';
import { readDocument } from './overview/businessDocuments';
import { overviewStore } from './overview/overviewStore';
import { paymentsStore } from './payments/paymentsStore';
import { peopleStore } from './people/peopleStore';
import { purchasingStore } from './purchasing/purchasingStore';
import { exchangesStore } from './returns/exchangesStore';
import { returnRequestsStore } from './returns/returnRequestsStore';
import { returnsStore } from './returns/returnsStore';
import { parkedCartsStore } from './sales/parkedCartsStore';
import { type SalePath, salesStore } from './sales/salesStore';

/**
 * The data contract on PostgreSQL: every call of WarehouseApi, by the domain's rules, each write in
 * one transaction. The same contract suite as the in-memory implementation states what it does.
 */
export async function createSqlApi(
  db: Db,
  options: {
    now?: () => Date;
    salePath?: SalePath;
    recovered?: StoreContext['recovered'];
    /** Where backups are kept, and how a restore reaches the database as its owner. */
    backups?: BackupsPlace;
  } = {},
): Promise<WarehouseApi> {
  const now = options.now ?? (() => new Date());
  // Who acts: the signed-in account of the request; outside one (tests), the sample's profile.
  const fallback = (await readDocument(db, 'account')).profile.email;
  const context: StoreContext = {
    now,
    stamp: () => ({ at: isoDateTime(now()), by: currentActor()?.account?.email ?? fallback }),
    recovered: options.recovered ?? (() => {}),
  };
  return auditedApi(db, {
    ...catalogueStore(db, context),
    ...salesStore(db, context, options.salePath),
    ...returnsStore(db, context),
    ...exchangesStore(db, context),
    ...returnRequestsStore(db, context),
    ...parkedCartsStore(db),
    ...drawerStore(db, context),
    ...invoicesStore(db, context),
    ...paymentsStore(db, context),
    ...deliveryStore(db, context),
    ...peopleStore(db),
    ...purchasingStore(db, context),
    ...overviewStore(db, context),
    ...staffStore(db),
    ...activityStore(db),
    ...backupsStore(db, options.backups ?? scratchBackups()),
  });
}
