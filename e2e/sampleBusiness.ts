import { createMemoryApi } from '@warehouse/domain/contract';

// What the app shows when it starts, computed the way the app computes it: from the sample
// business's catalogue and stock ledger (issue 14). Tests compare the screens against these.
const api = createMemoryApi();

export const sampleInventory = await api.listProducts();
export const samplePosCatalogue = await api.listPosProducts();
export const sampleShelving = await api.listShelves();
