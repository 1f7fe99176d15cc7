import { formatCount } from '@warehouse/domain/format';
import type { Supplier, SupplierForm } from '@warehouse/domain/people';
import {
  ArrowLeft,
  Box,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
  Link,
  PageHeader,
  Pencil,
  Plus,
  Stack,
  Text,
  Truck,
} from '@warehouse/ui';
import { useState } from 'react';
import { TableSkeleton } from '../shared/Loading';
import { SupplierDialog } from './SupplierDialog';

export interface SuppliersScreenProps {
  suppliers: readonly Supplier[];
  isLoading?: boolean;
  /** Where a supplier's page is. */
  supplierHref: (supplier: Supplier) => string;
  /** Where the purchase orders are. */
  backHref: string;
  /** "Add Supplier" and "Edit"; absent for roles that may not change suppliers. */
  onCreate?: (form: SupplierForm) => unknown;
  onUpdate?: (supplier: Supplier, form: SupplierForm) => unknown;
}

const days = (count: number) => `${formatCount(count)} ${count === 1 ? 'day' : 'days'}`;

/** `/suppliers`: who purchase orders go to; add and edit them. */
export function SuppliersScreen({
  suppliers,
  isLoading = false,
  supplierHref,
  backHref,
  onCreate,
  onUpdate,
}: SuppliersScreenProps) {
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const columns: DataTableColumn<Supplier>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      width: '1.5fr',
      minWidth: 180,
      allowsSorting: true,
      sortValue: (supplier) => supplier.name,
      cell: (supplier) => (
        <Link href={supplierHref(supplier)}>
          <Text truncate>{supplier.name}</Text>
        </Link>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      width: '1.5fr',
      minWidth: 200,
      cell: (s) => <Text truncate>{s.email}</Text>,
    },
    { id: 'phone', header: 'Phone', width: 170, cell: (s) => <Text tone="muted">{s.phone || '—'}</Text> },
    {
      id: 'leadTime',
      header: 'Lead Time',
      align: 'end',
      width: 120,
      allowsSorting: true,
      sortValue: (supplier) => supplier.leadTimeDays,
      cell: (supplier) => <Text tabular>{days(supplier.leadTimeDays)}</Text>,
    },
  ];
  return (
    <Stack gap="6">
      <Link href={backHref} icon={ArrowLeft} variant="subtle" size="sm">
        All purchase orders
      </Link>
      <PageHeader
        title="Suppliers"
        description="Who purchase orders go to, and how long their deliveries take."
        actions={
          onCreate && (
            <Button icon={Plus} onPress={() => setEditing('new')}>
              Add Supplier
            </Button>
          )
        }
      />
      <Card as="section" aria-label="Suppliers">
        {isLoading ? (
          <TableSkeleton label="Loading suppliers" />
        ) : (
          <Box>
            <DataTable
              aria-label="Suppliers"
              narrowLayout="cards"
              columns={columns}
              rows={suppliers}
              getRowId={(supplier) => supplier.id}
              {...(onUpdate
                ? {
                    rowActionsWidth: 80,
                    rowActions: (supplier: Supplier) => (
                      <IconButton
                        icon={Pencil}
                        aria-label={`Edit ${supplier.name}`}
                        tooltip="Edit supplier"
                        onPress={() => setEditing(supplier)}
                      />
                    ),
                  }
                : {})}
              emptyState={
                <EmptyState
                  icon={Truck}
                  title="No suppliers yet"
                  description="Add the suppliers you order from."
                />
              }
            />
          </Box>
        )}
      </Card>
      {editing === 'new' && onCreate && <SupplierDialog onSave={onCreate} onClose={() => setEditing(null)} />}
      {editing !== null && editing !== 'new' && onUpdate && (
        <SupplierDialog
          supplier={editing}
          onSave={(form) => onUpdate(editing, form)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
