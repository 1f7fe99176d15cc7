// The data contract: everything the app reads and does, one method per declared call (calls/).
// Implemented in memory (createMemoryApi), in PostgreSQL by the server, and through HTTP
// (createHttpApi); one suite of tests holds the three to the same behaviour.
//
// Errors: a rejected promise carries a ContractError with a stable `code`: a ValidationError
// (with `fieldErrors`, and `notice` when the spec names one) when input breaks a rule, a
// NotFoundError when an id is unknown, a ConflictError when the business's state refuses it.
// Lists come newest first for created records; treat returned records as read-only.
import type { ApiOf } from './call';
import type { Calls } from './calls';

export type WarehouseApi = ApiOf<Calls>;

export type { BinChoice } from '../catalogue/catalogue';
export type { DeliveriesQuery } from '../deliveries/delivery';
export type { CheckoutInput, RecordedSale, SalesQuery } from '../pos/sale';
export type { PurchaseProductsQuery } from '../purchasing/purchase';
export type { ShelvesQuery } from '../stock/shelf';
