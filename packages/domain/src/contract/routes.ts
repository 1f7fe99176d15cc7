// The data contract over HTTP: one route per call, written once as data. The server registers
// these routes; the app's HTTP adapter builds its requests from them. A call's arguments travel as
// path parameters and a JSON body; its result is the response's JSON (204 for none).
import type { WarehouseApi } from './contract';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = keyof WarehouseApi;
type Args<K extends Call> = Parameters<WarehouseApi[K]>;

/** What travels of a call's arguments: path parameters, a query string and a body. */
interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** What the caller's side of a request may carry besides: a signal that abandons it. */
interface OutgoingRequest extends RouteRequest {
  signal: AbortSignal;
}

export interface Route<K extends Call> {
  method: Method;
  /** Under /api, with `:name` path parameters. */
  path: string;
  /** The status of a success: 200, 201 for a record made, 204 for nothing to return. */
  status: 200 | 201 | 204;
  toRequest: (...args: Args<K>) => Partial<OutgoingRequest>;
  fromRequest: (request: RouteRequest) => Args<K>;
}

const read = <K extends Call>(path: string): Route<K> => ({
  method: 'GET',
  path,
  status: 200,
  toRequest: () => ({}),
  fromRequest: () => [] as unknown as Args<K>,
});

/** A call with one record id in the path. */
const byId = <K extends Call>(method: Method, path: string, status: Route<K>['status'] = 200): Route<K> => ({
  method,
  path,
  status,
  toRequest: ((id: string) => ({ params: { id } })) as Route<K>['toRequest'],
  fromRequest: ({ params }) => [params.id] as unknown as Args<K>,
});

/** A read whose one argument is a set of filters, sent as the query string. */
const withQuery = <K extends Call>(path: string): Route<K> => ({
  method: 'GET',
  path,
  status: 200,
  toRequest: (({ signal, ...filters }: Record<string, unknown> = {}) => ({
    query: Object.fromEntries(
      Object.entries(filters)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([name, value]) => [name, String(value)]),
    ),
    // A list's query may carry a signal (issue 18): it abandons the request, and is not sent.
    ...(signal instanceof AbortSignal ? { signal } : {}),
  })) as Route<K>['toRequest'],
  fromRequest: ({ query }) => [query] as unknown as Args<K>,
});

/** A read of one record's list: its id in the path, its query (a page) as the query string. */
const byIdWithQuery = <K extends Call>(path: string): Route<K> => {
  const list = withQuery<K>(path);
  return {
    ...list,
    toRequest: ((id: string, query?: Record<string, unknown>) => ({
      ...(list.toRequest as (query?: Record<string, unknown>) => Partial<OutgoingRequest>)(query),
      params: { id },
    })) as Route<K>['toRequest'],
    fromRequest: ({ params, query }) => [params.id, query] as unknown as Args<K>,
  };
};

/** A call whose one argument is the body. */
const withBody = <K extends Call>(method: Method, path: string, status: Route<K>['status']): Route<K> => ({
  method,
  path,
  status,
  toRequest: ((body: unknown) => ({ body })) as Route<K>['toRequest'],
  fromRequest: ({ body }) => [body] as unknown as Args<K>,
});

/** A call with a record id in the path and its second argument as the body. */
const byIdWithBody = <K extends Call>(method: Method, path: string): Route<K> => ({
  method,
  path,
  status: 200,
  toRequest: ((id: string, body: unknown) => ({ params: { id }, body })) as Route<K>['toRequest'],
  fromRequest: ({ params, body }) => [params.id, body] as unknown as Args<K>,
});

export const CONTRACT_ROUTES: { [K in Call]: Route<K> } = {
  listProducts: withQuery('/products'),
  getProduct: byId('GET', '/products/:id'),
  createProduct: withBody('POST', '/products', 201),
  updateProduct: byIdWithBody('PUT', '/products/:id'),
  archiveProduct: byId('POST', '/products/:id/archive'),
  deleteProduct: byId('DELETE', '/products/:id', 204),
  adjustStock: withBody('POST', '/stock/adjustments', 204),
  transferStock: withBody('POST', '/stock/transfers', 204),
  listBins: withQuery('/bins'),
  listProductMovements: byIdWithQuery('/products/:id/movements'),

  listPosProducts: {
    method: 'GET',
    path: '/pos/products',
    status: 200,
    toRequest: (since) => (since === undefined ? {} : { query: { since } }),
    fromRequest: ({ query }) => (query.since === undefined ? [] : [query.since]),
  },
  recordSale: withBody('POST', '/sales', 201),
  listSales: withQuery('/sales'),
  getSale: byId('GET', '/sales/:id'),

  listDeliveries: withQuery('/deliveries'),
  getDeliveryStats: read('/delivery-stats'),
  createDelivery: withBody('POST', '/deliveries', 201),
  assignRider: {
    method: 'POST',
    path: '/deliveries/:id/rider',
    status: 200,
    toRequest: (deliveryId, riderId) => ({ params: { id: deliveryId }, body: { riderId } }),
    fromRequest: ({ params, body }) => [params.id as string, (body as { riderId: string }).riderId],
  },
  listRiders: withQuery('/riders'),
  getRiderStats: read('/rider-stats'),
  listAvailableRiders: read('/available-riders'),
  createRider: withBody('POST', '/riders', 201),

  listCustomers: withQuery('/customers'),
  listSuppliers: read('/suppliers'),
  createSupplier: withBody('POST', '/suppliers', 201),
  updateSupplier: byIdWithBody('PUT', '/suppliers/:id'),
  listLastPrices: withQuery('/last-prices'),
  listPurchaseProducts: withQuery('/purchase-products'),
  listPurchaseOrders: withQuery('/purchase-orders'),
  getPurchaseOrder: byId('GET', '/purchase-orders/:id'),
  createPurchaseOrder: {
    method: 'POST',
    path: '/purchase-orders',
    status: 201,
    toRequest: (header, lines, options = {}) => ({ body: { header, lines, ...options } }),
    fromRequest: ({ body }) => {
      const { header, lines, draft } = body as {
        header: Args<'createPurchaseOrder'>[0];
        lines: Args<'createPurchaseOrder'>[1];
        draft?: boolean;
      };
      return [header, lines, draft === undefined ? {} : { draft }];
    },
  },
  updatePurchaseOrder: {
    method: 'PUT',
    path: '/purchase-orders/:id',
    status: 200,
    toRequest: (id, header, lines) => ({ params: { id }, body: { header, lines } }),
    fromRequest: ({ params, body }) => {
      const { header, lines } = body as {
        header: Args<'updatePurchaseOrder'>[1];
        lines: Args<'updatePurchaseOrder'>[2];
      };
      return [params.id as string, header, lines];
    },
  },
  placePurchaseOrder: byId('POST', '/purchase-orders/:id/place'),
  suggestReorder: withQuery('/reorder-suggestions'),
  draftReorders: {
    method: 'POST',
    path: '/reorder-drafts',
    status: 201,
    toRequest: () => ({}),
    fromRequest: () => [],
  },
  receivePurchaseOrder: byIdWithBody('POST', '/purchase-orders/:id/receipts'),
  cancelPurchaseOrder: {
    method: 'POST',
    path: '/purchase-orders/:id/cancel',
    status: 200,
    toRequest: (id, reason) => ({ params: { id }, body: { reason } }),
    fromRequest: ({ params, body }) => [params.id as string, (body as { reason: string }).reason],
  },

  listShelves: withQuery('/shelves'),
  getShelfFigures: read('/shelf-figures'),
  addShelf: withBody('POST', '/shelves', 201),

  getDashboard: read('/dashboard'),
  getAnalytics: read('/analytics'),
  listNotifications: withQuery('/notifications'),
  getMenuBadges: read('/menu-badges'),
  listCategories: read('/categories'),
  listLocations: read('/locations'),
  listLowStock: withQuery('/low-stock'),
  getSettings: read('/settings'),
  saveSettings: withBody('PUT', '/settings', 200),
  getAccount: read('/account'),
  changePassword: withBody('POST', '/account/password', 204),

  listStaff: read('/staff'),
  createStaff: withBody('POST', '/staff', 201),
  updateStaff: byIdWithBody('PUT', '/staff/:id'),
  listActivity: withQuery('/activity'),
  resetStaffPassword: {
    method: 'POST',
    path: '/staff/:id/password',
    status: 204,
    toRequest: (userId, temporaryPassword) => ({ params: { id: userId }, body: { temporaryPassword } }),
    fromRequest: ({ params, body }) => [
      params.id as string,
      (body as { temporaryPassword: string }).temporaryPassword,
    ],
  },
};

/** A route's path with its parameters filled in: "/products/:id" with { id: "P001" } is "/products/P001". */
export function routePath(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search === '' ? filled : `${filled}?${search}`;
}
