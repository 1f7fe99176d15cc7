import { type Cents, formatCount, moneyFieldFormat } from '@warehouse/domain/format';
import { productAddedNotice } from '@warehouse/domain/notices';
import type { Supplier } from '@warehouse/domain/people';
import {
  addProductToOrder,
  emptyHeader,
  orderTotal,
  PRIORITY_OPTIONS,
  type Priority,
  type PurchaseOrderDraft,
  type PurchaseOrderHeader,
  type PurchaseOrderLine,
  type PurchaseProduct,
  proposedDelivery,
  removeLine,
  repriceForSupplier,
  resetPurchaseOrder,
  stockBadgeTone,
  updateLine,
  validatePurchaseOrder,
} from '@warehouse/domain/purchasing';
import { purchaseProductSearchFields } from '@warehouse/domain/search';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  CardTitle,
  DataTable,
  type DataTableColumn,
  DatePicker,
  EmptyState,
  Grid,
  Inline,
  NumberField,
  notify,
  Package,
  PageHeader,
  parseDate,
  SearchField,
  Select,
  ShoppingCart,
  Stack,
  Text,
  TextArea,
  useFormSubmit,
} from '@warehouse/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { TableSkeleton } from '../shared/Loading';
import { Money, useMoney } from '../shared/money';
import { NameAndCode } from '../shared/NameAndCode';
import { centsNumber, numberText } from '../shared/numberText';
import { submitChecked } from '../shared/submit';
import { useSearchIndex } from '../shared/useSearchIndex';

export interface PurchaseOrderScreenProps {
  suppliers: readonly Supplier[];
  /**
   * The products that can be ordered, as far as they are loaded (the route reads them a
   * page at a time, searched); the screen narrows them by the search as typed meanwhile.
   */
  products: readonly PurchaseProduct[];
  /** Loads the next page of products, once the list's end comes into view; absent on the last. */
  onLoadMore?: () => void;
  /**
   * The products of the lines the order starts with: their own prices and what each supplier was
   * last paid, which a line takes again when another supplier is chosen (they may be in no page
   * loaded).
   */
  lineProducts?: readonly PurchaseProduct[];
  /** Today as YYYY-MM-DD: the default order date (a prop so stories stay deterministic). */
  today: string;
  /** Shows skeletons in place of the product list. */
  isLoading?: boolean;
  /** Controlled product search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** "Create" (or "Place Order" for a draft being edited); may return a promise: the form resets when it resolves and stays as typed if it rejects. */
  onCreateOrder?: (order: PurchaseOrderDraft) => unknown;
  /** "Save as Draft": kept editable, not yet ordered; resets the form like Create. */
  onSaveDraft?: (order: PurchaseOrderDraft) => unknown;
  /** The draft being edited: its number titles the screen, and its header starts the form. */
  editing?: { id: string; header: PurchaseOrderHeader };
  /** The lines the order starts with (stories, drafts). */
  defaultLines?: readonly PurchaseOrderLine[];
  /** The supplier the order starts with (stories, drafts). */
  defaultSupplierId?: string;
  /** How long this screen's notices stay, in ms (stories pass `Infinity` for stable screenshots). */
  noticeDuration?: number;
}

/** No products: one array, so the own prices are not gathered again on every render. */
const NO_PRODUCTS: readonly PurchaseProduct[] = [];

const priorityItems = PRIORITY_OPTIONS.map((option) => ({ id: option.value, label: option.label }));
const toDate = (value: string) => (value === '' ? null : parseDate(value));

/**
 * Purchase Orders: the supplier and order header, the product search list with stock badges, the
 * order lines with editable quantity and unit price, the total, and Create.
 */
export function PurchaseOrderScreen({
  suppliers,
  products,
  onLoadMore,
  lineProducts = NO_PRODUCTS,
  today,
  isLoading = false,
  query,
  onQueryChange,
  onCreateOrder,
  onSaveDraft,
  editing,
  defaultLines = [],
  defaultSupplierId = '',
  noticeDuration,
}: PurchaseOrderScreenProps) {
  const { currency, format: formatMoney } = useMoney();
  const [header, setHeader] = useState<PurchaseOrderHeader>(
    () => editing?.header ?? { ...emptyHeader(today), supplierId: defaultSupplierId },
  );
  const [lines, setLines] = useState<PurchaseOrderLine[]>(() => [...defaultLines]);
  const [addQuantities, setAddQuantities] = useState<Record<string, number>>({});
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const search = useSearchIndex(products, purchaseProductSearchFields);
  const shown = useMemo(() => search(text), [search, text]);

  const options = noticeDuration === undefined ? undefined : { duration: noticeDuration };
  const setField = <K extends keyof PurchaseOrderHeader>(key: K, value: PurchaseOrderHeader[K]) =>
    setHeader((previous) => ({ ...previous, [key]: value }));

  // Every product's own price and last prices paid the form was given: a line's product
  // may be in no page shown now.
  const ownPrices = useRef(new Map<string, Cents>());
  const lastPaid = useRef(new Map<string, Readonly<Record<string, Cents>>>());
  useEffect(() => {
    for (const product of [...lineProducts, ...products]) {
      ownPrices.current.set(product.id, product.price);
      if (product.lastPaid) lastPaid.current.set(product.id, product.lastPaid);
    }
  }, [products, lineProducts]);
  /** What a supplier was last paid for an item, if it ever was. */
  const lastPaidFor = (supplierId: string, itemId: string) => lastPaid.current.get(itemId)?.[supplierId];
  /** A product at the price proposed from the chosen supplier: what it was last paid, or its own. */
  const priced = (product: PurchaseProduct): PurchaseProduct => ({
    ...product,
    price: product.lastPaid?.[header.supplierId] ?? product.price,
  });
  /**
   * Another supplier: lines still at the price proposed for the last one take the new one's, and
   * an order with no delivery day yet expects one after the supplier's lead time.
   */
  const chooseSupplier = (supplierId: string) => {
    const proposedPrice = (from: string, itemId: string) =>
      lastPaidFor(from, itemId) ?? ownPrices.current.get(itemId);
    setLines((previous) => repriceForSupplier(previous, proposedPrice, header.supplierId, supplierId));
    const leadTime = suppliers.find((supplier) => supplier.id === supplierId)?.leadTimeDays;
    setHeader((previous) => ({
      ...previous,
      supplierId,
      ...(previous.expectedDelivery === '' && leadTime !== undefined
        ? { expectedDelivery: proposedDelivery(previous.orderDate, leadTime) }
        : {}),
    }));
  };

  const addProduct = (product: PurchaseProduct) => {
    const quantity = addQuantities[product.id] ?? 1;
    setLines((previous) =>
      addProductToOrder(previous, priced(product), Number.isNaN(quantity) ? 1 : quantity),
    );
    setAddQuantities((previous) => ({ ...previous, [product.id]: 1 }));
    const added = productAddedNotice(product);
    notify.success(added.title, added.message, options);
  };

  const validation = validatePurchaseOrder(header, lines);
  const total = orderTotal(lines);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);

  const reset = () => {
    const empty = resetPurchaseOrder(today);
    setHeader(empty.header);
    setLines(empty.lines);
  };
  const order = useFormSubmit(() => submitChecked(validation, onCreateOrder), reset);
  const draft = useFormSubmit(() => submitChecked(validation, onSaveDraft), reset);

  const productColumns: DataTableColumn<PurchaseProduct>[] = [
    {
      id: 'name',
      header: 'Product',
      isRowHeader: true,
      width: '2fr',
      minWidth: 160,
      cell: (p) => <NameAndCode name={p.name} code={`${p.sku} · ${formatMoney(priced(p).price)}`} />,
    },
    {
      id: 'stock',
      header: 'Stock',
      width: 110,
      cell: (p) => (
        <Badge tone={stockBadgeTone(p.currentStock)}>{`${formatCount(p.currentStock)} in stock`}</Badge>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      width: 100,
      cell: (p) => (
        <NumberField
          aria-label={`Quantity of ${p.name} to add`}
          size="sm"
          hideStepper
          minValue={1}
          step={1}
          value={addQuantities[p.id] ?? 1}
          onChange={(value) => setAddQuantities((previous) => ({ ...previous, [p.id]: value }))}
        />
      ),
    },
  ];

  const lineColumns: DataTableColumn<PurchaseOrderLine>[] = [
    {
      id: 'product',
      header: 'Product',
      isRowHeader: true,
      width: '2fr',
      minWidth: 180,
      cell: (line) => <NameAndCode name={line.productName} code={line.sku} />,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      width: 130,
      cell: (line) => (
        <NumberField
          aria-label={`Quantity of ${line.productName}`}
          size="sm"
          minValue={1}
          step={1}
          value={line.quantity}
          onChange={(value) =>
            setLines((previous) =>
              updateLine(previous, line.id, { quantity: Number.isNaN(value) ? 1 : value }),
            )
          }
        />
      ),
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      width: 150,
      cell: (line) => (
        <NumberField
          aria-label={`Unit price of ${line.productName}`}
          size="sm"
          minValue={0}
          step={0.01}
          formatOptions={moneyFieldFormat(currency)}
          value={centsNumber(line.unitPrice)}
          onChange={(value) =>
            setLines((previous) => updateLine(previous, line.id, { unitPrice: numberText(value) }))
          }
        />
      ),
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      width: 120,
      cell: (line) => (
        <Text size="sm" weight="semibold" tabular>
          <Money amount={line.total} />
        </Text>
      ),
    },
  ];

  // What stops the order: the domain's check as the user edits, and what the contract refused.
  const missing = [
    ...new Set([
      ...Object.values(validation.ok ? {} : validation.fieldErrors),
      ...Object.values(order.validationErrors),
    ]),
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title={editing ? `Edit ${editing.id}` : 'New Purchase Order'}
        description="Order stock from suppliers: choose a supplier, add products and set the delivery details."
      />
      <Grid columns={2} gap="6">
        <Card as="section" aria-labelledby="po-details-title">
          <CardHeader>
            <CardTitle level={2} id="po-details-title">
              Order Details
            </CardTitle>
          </CardHeader>
          <Stack gap="4">
            <Select
              label="Supplier"
              placeholder="Choose a supplier"
              isRequired
              // Until the suppliers are loaded there is nothing to choose (and an empty list would
              // not open).
              isDisabled={isLoading}
              items={suppliers.map((supplier) => ({ id: supplier.id, label: supplier.name }))}
              selectedKey={header.supplierId === '' ? null : header.supplierId}
              onSelectionChange={(key) => chooseSupplier(key == null ? '' : String(key))}
            />
            <Grid columns={2} gap="4">
              <DatePicker
                label="Order Date"
                value={toDate(header.orderDate)}
                onChange={(value) => setField('orderDate', value ? value.toString() : '')}
              />
              <DatePicker
                label="Expected Delivery"
                value={toDate(header.expectedDelivery)}
                onChange={(value) => setField('expectedDelivery', value ? value.toString() : '')}
              />
            </Grid>
            <Select
              label="Priority"
              items={priorityItems}
              selectedKey={header.priority}
              onSelectionChange={(key) => key != null && setField('priority', key as Priority)}
            />
            <TextArea
              label="Notes"
              placeholder="Delivery instructions, references..."
              rows={3}
              value={header.notes}
              onChange={(value) => setField('notes', value)}
            />
          </Stack>
        </Card>
        <Card as="section" aria-label="Products">
          <CardHeader level={2} title="Products" description="Low stock (below 10 units) is shown in red." />
          <SearchField
            aria-label="Search products"
            placeholder="Search products by name or SKU..."
            value={text}
            onChange={setText}
          />
          {isLoading ? (
            <TableSkeleton label="Loading products" rows={5} />
          ) : (
            <DataTable
              aria-label="Products"
              columns={productColumns}
              rows={shown}
              getRowId={(p) => p.id}
              maxVisibleRows={5}
              {...(onLoadMore ? { onEndReached: onLoadMore } : {})}
              rowActionsLabel="Add"
              rowActionsWidth={90}
              rowActions={(p) => (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Add ${p.name}`}
                  onPress={() => addProduct(p)}
                >
                  Add
                </Button>
              )}
              emptyState={
                <EmptyState icon={Package} title="No products found" description="Try another name or SKU." />
              }
            />
          )}
        </Card>
      </Grid>
      <Card as="section" aria-label="Order Lines">
        <CardHeader
          level={2}
          title="Order Lines"
          description={
            lines.length === 0
              ? 'No products on this order yet.'
              : `${formatCount(lines.length)} ${lines.length === 1 ? 'product' : 'products'}, ${formatCount(units)} units`
          }
        />
        <DataTable
          aria-label="Order Lines"
          columns={lineColumns}
          rows={lines}
          getRowId={(line) => line.id}
          rowActionsWidth={120}
          rowActions={(line) => (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${line.productName}`}
              onPress={() => setLines((previous) => removeLine(previous, line.id))}
            >
              Remove
            </Button>
          )}
          emptyState={
            <EmptyState
              icon={ShoppingCart}
              title="No products added"
              description="Search for products and add them to the order."
            />
          }
        />
        <Inline justify="space-between" gap="4">
          <Stack gap="0.5">
            {missing.length > 0 ? (
              missing.map((message) => (
                <Text key={message} size="sm" tone="muted">
                  {message}
                </Text>
              ))
            ) : (
              <Text size="sm" tone="muted">
                Ready to create.
              </Text>
            )}
          </Stack>
          <Inline gap="6">
            <Stack gap="0.5" align="flex-end">
              <Text size="sm" tone="muted">
                Order Total
              </Text>
              <Text size="2xl" weight="bold" tabular>
                <Money amount={total} />
              </Text>
            </Stack>
            {onSaveDraft && (
              <Button
                size="lg"
                variant="outline"
                isDisabled={!validation.ok || order.isPending}
                isPending={draft.isPending}
                onPress={draft.submit}
              >
                {editing ? 'Save Draft' : 'Save as Draft'}
              </Button>
            )}
            <Button
              size="lg"
              icon={ShoppingCart}
              isDisabled={!validation.ok || draft.isPending}
              isPending={order.isPending}
              onPress={order.submit}
            >
              {editing ? 'Place Order' : 'Create'}
            </Button>
          </Inline>
        </Inline>
      </Card>
    </Stack>
  );
}
