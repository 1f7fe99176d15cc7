import type { ExportFormat } from '@warehouse/domain/exports';
import { formatCount } from '@warehouse/domain/format';
import { productSearchFields } from '@warehouse/domain/search';
import {
  type Product,
  type ProductForm,
  type ProductFormValues,
  STOCK_STATUS_TONES,
  stockStatus,
} from '@warehouse/domain/stock';
import {
  Badge,
  Box,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  History,
  Inline,
  Package,
  PageHeader,
  Pencil,
  Plus,
  RowButton,
  Search,
  SearchField,
  Skeleton,
  SkeletonGroup,
  type SortDescriptor,
  Stack,
  Text,
  Trash2,
} from '@warehouse/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { BinFinder } from '../shared/BinPicker';
import { ExportMenu } from '../shared/ExportMenu';
import { Money } from '../shared/money';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useStableHandler } from '../shared/useStableHandler';
import { ActiveInventoryFilter, InventoryFilters } from './InventoryFilters';
import { ProductDialog } from './ProductDialog';
import { ProductRemovalDialog } from './ProductRemovalDialog';
import { StockHistoryDialog, type StockHistoryDialogProps } from './StockHistoryDialog';

export const INVENTORY_SEARCH_PLACEHOLDER = 'Search by name, SKU or category...';

/** A category Filters can narrow the list to. */
interface CategoryChoice {
  id: string;
  name: string;
}

export interface InventoryScreenProps extends PagedListProps {
  /**
   * The products loaded, in the list's order; the screen narrows them by the search as it is
   * typed (the caller's next page of matches follows).
   */
  products: readonly Product[];
  /** The search text, when the caller keeps it (e.g. in the URL); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /**
   * The order by Product or Price, when the caller sorts (the server's pages); the table sorts the
   * rows itself otherwise.
   */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** What the "Filters" button offers: the list narrowed to one category. */
  categories?: readonly CategoryChoice[];
  /** The category the list is narrowed to; '' for all. */
  categoryId?: string;
  onCategoryChange?: (categoryId: string) => void;
  onEditProduct: (product: Product) => void;
  onDeleteProduct: (product: Product) => void;
  /**
   * Whether the signed-in role may add, edit and delete products (default true): without
   * it, neither the Add Product button nor the rows' edit and delete icons show.
   */
  canEdit?: boolean;
  /** A row's Stock history icon; without it the rows offer none. */
  onShowHistory?: (product: Product) => void;
  /** Whether the Add Product dialog is open, when the caller controls it (e.g. /inventory/add). */
  isAddOpen?: boolean;
  onAddOpenChange?: (isOpen: boolean) => void;
  /**
   * A valid Add Product form: the parsed form and the values as typed. May return a promise; the
   * dialog closes when it resolves and shows a rejected ValidationError's field errors.
   */
  onCreateProduct: (form: ProductForm, values: ProductFormValues) => unknown;
  /** The bins Add Product's opening stock may go into, searched. */
  findBins?: BinFinder;
  /** Starting values for the Add Product form (stories). */
  defaultProductValues?: Partial<ProductFormValues>;
  /** The product being edited, once its record has loaded: the Edit Product dialog is open while set. */
  editing?: { name: string; values: ProductFormValues };
  onEditClose?: () => void;
  /** A valid Edit Product form, as typed; may return a promise (the dialog closes when it resolves). */
  onSaveProduct?: (values: ProductFormValues) => unknown;
  /** The product asked to be deleted, once loaded: the Delete (or Archive) dialog is open while set. */
  removing?: { name: string; hasHistory: boolean };
  onRemoveClose?: () => void;
  onConfirmRemove?: () => unknown;
  /** The product whose stock history is shown, once loaded: its dialog is open while set. */
  history?: Omit<StockHistoryDialogProps, 'onClose'>;
  onHistoryClose?: () => void;
  /** "Export": the products as listed (searched, filtered) as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
}

const columns: DataTableColumn<Product>[] = [
  {
    id: 'name',
    header: 'Product',
    isRowHeader: true,
    width: '2.2fr',
    minWidth: 200,
    allowsSorting: true,
    sortValue: (p) => p.name.toLowerCase(),
    cell: (p) => (
      <Stack gap="0.5">
        <Text weight="medium" truncate>
          {p.name}
        </Text>
        {p.variants.length > 0 && (
          <Text tone="muted" size="xs">
            {p.variants.length === 1 ? '1 variant' : `${p.variants.length} variants`}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'sku',
    header: 'SKU',
    width: '1fr',
    // Where the table is narrower than its columns, Category goes first, then SKU, then Stock.
    priority: 2,
    cell: (p) => (
      <Text mono size="sm">
        {p.sku}
      </Text>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    width: '1.2fr',
    priority: 3,
    cell: (p) => <Text truncate>{p.category}</Text>,
  },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    width: '0.9fr',
    allowsSorting: true,
    sortValue: (p) => p.price,
    cell: (p) => (
      <Text tabular>
        <Money amount={p.price} />
      </Text>
    ),
  },
  {
    id: 'stock',
    header: 'Stock',
    align: 'end',
    width: '0.7fr',
    priority: 1,
    cell: (p) =>
      p.onOrder > 0 ? (
        <Stack gap="0.5" align="flex-end">
          <Text tabular>{p.stock}</Text>
          <Text size="xs" tone="muted" tabular>{`+${formatCount(p.onOrder)} on order`}</Text>
        </Stack>
      ) : (
        <Text tabular>{p.stock}</Text>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    width: '1fr',
    // The widest status ("Out of Stock") whole.
    minWidth: 136,
    cell: (p) => {
      const status = stockStatus(p.stock, p.lowStockThreshold);
      return <Badge tone={STOCK_STATUS_TONES[status]}>{status}</Badge>;
    },
  },
];

/** The caller's order when it sorts by none of the columns (the list's own: newest first). */
const UNSORTED: SortDescriptor = { column: '', direction: 'ascending' };

/** Inventory Management (§2.5): search, Filters, the products table and the Add Product dialog. */
export function InventoryScreen({
  products,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query: controlledQuery,
  onQueryChange,
  sort,
  onSortChange,
  categories = [],
  categoryId = '',
  onCategoryChange,
  onEditProduct,
  onDeleteProduct,
  canEdit = true,
  isAddOpen,
  onAddOpenChange,
  onCreateProduct,
  findBins,
  defaultProductValues,
  editing,
  onEditClose,
  onSaveProduct,
  removing,
  onRemoveClose,
  onConfirmRemove,
  onShowHistory,
  history,
  onHistoryClose,
  exportHref,
}: InventoryScreenProps) {
  const [query, setQuery] = useControlledState(controlledQuery, '', onQueryChange);
  const [addOpen, setAddOpen] = useControlledState(isAddOpen, false, onAddOpenChange);

  const categoryName = categories.find((category) => category.id === categoryId)?.name;
  const filtersButton = useRef<HTMLButtonElement>(null);
  const search = useSearchIndex(products, productSearchFields);
  const rows = useMemo(() => search(query), [search, query]);
  const view = pagedListView({ isLoading, isSearching, shownCount: rows.length, search: query });
  // Handlers of constant identity: the rows do not render again for each keystroke's new props.
  const showHistory = useStableHandler(onShowHistory);
  const editProduct = useStableHandler(onEditProduct);
  const deleteProduct = useStableHandler(onDeleteProduct);
  const hasHistory = onShowHistory !== undefined;
  const rowActions = useCallback(
    (p: Product) => (
      <>
        {hasHistory && (
          <RowButton
            icon={History}
            aria-label={`Stock history of ${p.name}`}
            onPress={() => showHistory(p)}
          />
        )}
        {canEdit && (
          <>
            <RowButton icon={Pencil} aria-label={`Edit ${p.name}`} onPress={() => editProduct(p)} />
            <RowButton icon={Trash2} aria-label={`Delete ${p.name}`} onPress={() => deleteProduct(p)} />
          </>
        )}
      </>
    ),
    [hasHistory, showHistory, editProduct, deleteProduct, canEdit],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Inventory Management"
        description="Manage your products, stock levels and variants."
        actions={
          <>
            {exportHref && <ExportMenu label="Export" href={exportHref} />}
            {canEdit && (
              <Button icon={Plus} onPress={() => setAddOpen(true)}>
                Add Product
              </Button>
            )}
          </>
        }
      />
      <Card padding="none">
        <Box padding="4">
          {/* At the field's foot: on a phone its placeholder may stand above it. */}
          <Inline gap="3" wrap={false} align="flex-end">
            <Box flexGrow="1" minWidth="0">
              <SearchField
                aria-label="Search products"
                placeholder={INVENTORY_SEARCH_PLACEHOLDER}
                value={query}
                onChange={setQuery}
              />
            </Box>
            <InventoryFilters
              categories={categories}
              categoryId={categoryId}
              onCategoryChange={onCategoryChange}
              buttonRef={filtersButton}
            />
          </Inline>
          <ActiveInventoryFilter
            categoryName={categoryId ? (categoryName ?? categoryId) : undefined}
            onClear={() => {
              onCategoryChange?.('');
              // The button pressed goes away: the focus goes back to Filters, not to the page.
              filtersButton.current?.focus();
            }}
          />
        </Box>
        {view.showsSkeleton ? (
          <Box padding="4">
            <SkeletonGroup label="Loading products">
              <Stack gap="4">
                {[1, 2, 3, 4, 5, 6].map((n) => (
                  <Inline key={n} gap="4" wrap={false}>
                    <Box flexGrow="1">
                      <Skeleton width="3/4" />
                    </Box>
                    <Box flexGrow="1">
                      <Skeleton width="1/2" />
                    </Box>
                    <Box flexGrow="1">
                      <Skeleton width="1/2" />
                    </Box>
                    <Box flexGrow="1">
                      <Skeleton width="1/4" />
                    </Box>
                  </Inline>
                ))}
              </Stack>
            </SkeletonGroup>
          </Box>
        ) : (
          <Box data-results-for={view.resultsFor}>
            <DataTable
              aria-label="Products"
              narrowLayout="cards"
              columns={columns}
              rows={rows}
              {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
              // When the caller sorts (the server's pages), the table never sorts the loaded rows itself.
              {...(onSortChange ? { sortDescriptor: sort ?? UNSORTED, onSortChange } : {})}
              getRowId={(p) => p.id}
              fitWindow
              rowActionsWidth={(onShowHistory ? 40 : 0) + (canEdit ? 104 : 24)}
              rowActions={rowActions}
              emptyState={
                products.length === 0 && query.trim() === '' && categoryId === '' ? (
                  <EmptyState
                    icon={Package}
                    title="No products yet"
                    description="Add your first product to start tracking stock."
                  />
                ) : (
                  <EmptyState
                    icon={Search}
                    title="No products found"
                    description={
                      query.trim()
                        ? `Nothing matches “${query.trim()}”${categoryName ? ` in ${categoryName}` : ''}. Try a different name, SKU or category.`
                        : `There are no products in ${categoryName ?? 'this category'}.`
                    }
                  />
                )
              }
            />
          </Box>
        )}
      </Card>
      {addOpen && (
        <ProductDialog
          onClose={() => setAddOpen(false)}
          onSubmit={onCreateProduct}
          defaultValues={defaultProductValues}
          findBins={findBins}
        />
      )}
      {editing && (
        <ProductDialog
          mode="edit"
          defaultValues={editing.values}
          onClose={() => onEditClose?.()}
          onSubmit={(_form, values) => onSaveProduct?.(values)}
        />
      )}
      {history && <StockHistoryDialog {...history} onClose={() => onHistoryClose?.()} />}
      {removing && (
        <ProductRemovalDialog
          name={removing.name}
          hasHistory={removing.hasHistory}
          onClose={() => onRemoveClose?.()}
          onConfirm={() => onConfirmRemove?.()}
        />
      )}
    </Stack>
  );
}
