import type { WarehouseApi } from '@warehouse/domain/contract';
import { isoDateTime } from '@warehouse/domain/format';
import { activityStore } from '../audit/activityStore';
import { auditedApi } from '../audit/auditTrail';
import { currentActor } from '../auth/actor';
import { staffStore } from '../auth/staffStore';
import type { Db } from '../db/database';
import { readDocument } from './businessDocuments';
import { catalogueStore } from './catalogueStore';
import { deliveryStore } from './deliveryStore';
import { overviewStore } from './overviewStore';
import { purchasingStore } from './purchasingStore';
import { salesStore } from './salesStore';
import type { StoreContext } from './storeContext';

/**
 * The data contract on PostgreSQL: every call of WarehouseApi, by the domain's rules, each write in
 * one transaction. The same contract suite as the in-memory implementation states what it does.
 */
export async function createSqlApi(db: Db, options: { now?: () => Date } = {}): Promise<WarehouseApi> {
  const now = options.now ?? (() => new Date());
  // Who acts: the signed-in account of the request; outside one (tests), the sample's profile.
  const fallback = (await readDocument(db, 'account')).profile.email;
  const context: StoreContext = {
    now,
    stamp: () => ({ at: isoDateTime(now()), by: currentActor()?.account?.email ?? fallback }),
  };
  return auditedApi(db, {
    ...catalogueStore(db, context),
    ...salesStore(db, context),
    ...deliveryStore(db, context),
    ...purchasingStore(db, context),
    ...overviewStore(db, context),
    ...staffStore(db),
    ...activityStore(db),
  });
}
