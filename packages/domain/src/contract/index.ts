// @warehouse/domain/contract: The data contract: everything the app reads and does (WarehouseApi), its errors, the one validation shape, and the in-memory implementation.

export type { CheckoutInput, RecordedSale, WarehouseApi } from './contract';
export { fieldMessages, isContractError, ValidationError } from './errors';

export { createMemoryApi } from './memoryApi';
export type { Validation } from './validation';
