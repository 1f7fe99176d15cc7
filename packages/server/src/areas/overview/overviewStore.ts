// Shelves, the dashboard, the overview lists, settings and the account on PostgreSQL.
import { dashboardFrom } from '@warehouse/domain/catalogue';
import { pageOfNotifications, valueOrThrow, type WarehouseApi } from '@warehouse/domain/contract';
import { isoDate } from '@warehouse/domain/format';
import { comparedSince } from '@warehouse/domain/overview';
import { lateOrderNotification } from '@warehouse/domain/purchasing';
import { businessFormatOf, validateSettings } from '@warehouse/domain/settings';
import { shelfToAdd } from '@warehouse/domain/stock';
import type { Db } from '../../db/database';
import { bins } from '../../db/schema';
import type { StoreContext } from '../../sql/storeContext';
import { actorMay } from '../accounts/actor';
import { changeOwnPassword } from '../accounts/changePassword';
import { writeTransaction } from '../audit/auditTrail';
import { readCategorySummaries } from '../catalogue/catalogueRecords';
import { readLocationSummaries, readPlaces } from '../catalogue/placesRecords';
import { invoicesOwing } from '../invoices/invoicesOwing';
import { countLateOrders, readLateOrders } from '../purchasing/purchasingRecords';
import { openReturnRequests } from '../returns/returnRequestsStore';
import { readBadgeCounts, readRecentOrders, readSalesKpis } from '../sales/salesFigures';
import { readShelfFigures, readShelvesPage } from '../stock/shelvesListing';
import { readLowStockPage, readStockFigures } from '../stock/stockFigures';
import { readDocument, writeDocument } from './businessDocuments';
import { countNotifications, readNotificationsPage } from './notificationRecords';

type OverviewCalls = Pick<
  WarehouseApi,
  | 'listShelves'
  | 'getShelfFigures'
  | 'addShelf'
  | 'getDashboard'
  | 'getAnalytics'
  | 'listNotifications'
  | 'getMenuBadges'
  | 'listCategories'
  | 'listLocations'
  | 'listLowStock'
  | 'getSettings'
  | 'getBusinessFormat'
  | 'saveSettings'
  | 'getAccount'
  | 'changePassword'
>;

export function overviewStore(db: Db, context: StoreContext): OverviewCalls {
  /** Late purchase orders, for a role that sees purchase orders; none for the others. */
  const seesPurchaseOrders = () => actorMay('listPurchaseOrders');
  const lateOrdersShown = async () =>
    seesPurchaseOrders() ? readLateOrders(db, isoDate(context.now())) : [];
  const lateOrdersCounted = async () =>
    seesPurchaseOrders() ? countLateOrders(db, isoDate(context.now())) : 0;
  return {
    listShelves: (query = {}) => readShelvesPage(db, query),
    getShelfFigures: () => readShelfFigures(db),
    addShelf: (input) =>
      writeTransaction(db, async (tx) => {
        const { bins: existing, locations } = await readPlaces(tx);
        const ids = new Set(existing.map((bin) => bin.id));
        // New shelves belong to the warehouse: the location whose bins are shelves.
        const warehouse = existing.find((bin) => bin.shelf)?.locationId ?? locations[0]?.id ?? '';
        const { bin, shelf } = shelfToAdd(input, (id) => ids.has(id), warehouse);
        await tx
          .insert(bins)
          .values({ id: bin.id, locationId: bin.locationId, label: bin.label, ...bin.shelf });
        return shelf;
      }),
    getDashboard: async () => {
      const today = isoDate(context.now());
      const [kpis, recentOrders, late, stock, settings] = await Promise.all([
        readSalesKpis(db, today),
        readRecentOrders(db),
        lateOrdersCounted(),
        readStockFigures(db, comparedSince(today)),
        readDocument(db, 'settings'),
      ]);
      return dashboardFrom(
        { kpis, recentOrders, latePurchaseOrders: late, currency: settings.store.defaultCurrency },
        stock.tally,
        stock.lowest,
      );
    },
    getAnalytics: () => readSalesKpis(db, isoDate(context.now())),
    listNotifications: async (query = {}) =>
      pageOfNotifications(
        (await lateOrdersShown()).map(lateOrderNotification),
        query,
        (after, count) => readNotificationsPage(db, context.now(), { after, count }),
        () => countNotifications(db),
      ),
    getMenuBadges: async () => {
      const [counts, late, invoices, returns] = await Promise.all([
        readBadgeCounts(db, isoDate(context.now())),
        lateOrdersCounted(),
        invoicesOwing(db),
        openReturnRequests(db),
      ]);
      return { ...counts, notifications: counts.notifications + late, invoices, returns };
    },
    listCategories: () => readCategorySummaries(db),
    listLocations: () => readLocationSummaries(db),
    listLowStock: (query = {}) => readLowStockPage(db, query),
    getSettings: () => readDocument(db, 'settings'),
    getBusinessFormat: async () => businessFormatOf(await readDocument(db, 'settings')),
    saveSettings: async (settings) => {
      const { locations } = await readPlaces(db);
      const saved = valueOrThrow(
        validateSettings(settings, (locationId) => locations.some((location) => location.id === locationId)),
      );
      await writeTransaction(db, (tx) => writeDocument(tx, 'settings', saved));
      return saved;
    },
    getAccount: () => readDocument(db, 'account'),
    changePassword: (change) => changeOwnPassword(db, change),
  };
}
