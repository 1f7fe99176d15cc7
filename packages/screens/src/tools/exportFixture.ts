import type { ExportListName } from '@warehouse/domain/exports';

/** The lists Tools offers an owner, as the app names them (its stories' own copy). */
export const exportLists: readonly { id: ExportListName; label: string }[] = [
  { id: 'inventory', label: 'Inventory' },
  { id: 'sales', label: 'Sales' },
  { id: 'customers', label: 'Customers' },
  { id: 'deliveries', label: 'Deliveries' },
  { id: 'purchaseOrders', label: 'Purchase Orders' },
  { id: 'activity', label: 'Activity' },
];
