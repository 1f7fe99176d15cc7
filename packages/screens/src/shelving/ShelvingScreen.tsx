import type { BinChoice } from '@warehouse/domain/contract';
import { formatCount } from '@warehouse/domain/format';
import { NO_SHELVES_TEXT } from '@warehouse/domain/notices';
import { shelfSearchFields } from '@warehouse/domain/search';
import {
  ALL_ZONES,
  emptyShelfInput,
  percentFull,
  type ShelfField,
  type ShelfFigures,
  type ShelfInput,
  type ShelfLocation,
  type StockAdjustmentInput,
  type StockTransferInput,
  shelfFillTone,
  validateShelfInput,
  visibleProducts,
} from '@warehouse/domain/stock';
import {
  Badge,
  Box,
  Button,
  Card,
  CardHeader,
  Form,
  Grid,
  Inline,
  Layers,
  Meter,
  Package,
  PageHeader,
  PieChart,
  Plus,
  Select,
  SkeletonGroup,
  SlidersHorizontal,
  Stack,
  StatCard,
  Text,
  TextField,
  useFormSubmit,
  Warehouse,
} from '@warehouse/ui';
import { memo, useMemo, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { BinFinder } from '../shared/BinPicker';
import { CardGridSkeleton, StatSkeleton } from '../shared/Loading';
import type { PagedListProps } from '../shared/pagedList';
import { SearchableList } from '../shared/SearchableList';
import { submitChecked } from '../shared/submit';
import { useSearchIndex } from '../shared/useSearchIndex';
import { AdjustStockDialog } from './AdjustStockDialog';

/** The four figures' places, for their skeletons. */
const FIGURE_SLOTS = ['shelves', 'capacity', 'occupied', 'utilization'];

/** How many cards show at once; "Show more" adds as many again. */
const SHELVES_PAGE_SIZE = 12;

export interface ShelvingScreenProps extends PagedListProps {
  /**
   * The shelves loaded, newest first; the screen narrows them by the search as it is typed and by
   * the zone (the caller's next page of matches follows).
   */
  shelves: readonly ShelfLocation[];
  /** The four figures over every shelf, and the zones to filter by; skeletons until known. */
  figures?: ShelfFigures;
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Controlled zone filter (with `onZoneChange`); local otherwise ("All Zones"). */
  zone?: string;
  onZoneChange?: (zone: string) => void;
  /** The add-shelf form as typed, once valid; may return a promise (the form clears when it resolves). */
  onAddShelf?: (input: ShelfInput) => unknown;
  /**
   * A valid stock adjustment from a shelf card's Adjust Stock dialog; may return a promise (the
   * dialog closes when it resolves). Without it the cards offer no adjustment.
   */
  onAdjustStock?: (input: StockAdjustmentInput) => unknown;
  /** The bins, searched, named with their location: where the Adjust Stock dialog can move units to. */
  findBins?: BinFinder;
  /** A valid move to another bin from the Adjust Stock dialog (named); without it, no Move. */
  onTransferStock?: (input: StockTransferInput, destination: BinChoice) => unknown;
}

const FIELDS: { key: ShelfField; label: string; placeholder: string }[] = [
  { key: 'aisle', label: 'Aisle', placeholder: 'A' },
  { key: 'shelf', label: 'Shelf', placeholder: '1' },
  { key: 'position', label: 'Position', placeholder: '3' },
  { key: 'zone', label: 'Zone', placeholder: 'Electronics' },
  { key: 'capacity', label: 'Capacity', placeholder: '100' },
];

const AddShelfForm = memo(function AddShelfForm({
  onAddShelf,
}: {
  onAddShelf?: (input: ShelfInput) => unknown;
}) {
  const [input, setInput] = useState<ShelfInput>(emptyShelfInput);
  const { formProps, isPending } = useFormSubmit(
    () => submitChecked(validateShelfInput(input), () => onAddShelf?.({ ...input })),
    () => setInput(emptyShelfInput()),
  );

  return (
    <Card as="section" aria-label="Add Shelf">
      <CardHeader level={2} title="Add Shelf" description="The shelf id is built as aisle-shelf-position." />
      <Form {...formProps} aria-label="Add Shelf">
        <Grid columns={5} gap="4">
          {FIELDS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              name={key}
              label={label}
              placeholder={placeholder}
              isRequired
              inputMode={key === 'capacity' ? 'numeric' : undefined}
              value={input[key]}
              onChange={(value) => setInput((previous) => ({ ...previous, [key]: value }))}
            />
          ))}
        </Grid>
        <Inline justify="flex-end">
          <Button type="submit" icon={Plus} isPending={isPending}>
            Add Shelf
          </Button>
        </Inline>
      </Form>
    </Card>
  );
});

// The parts of a shelf card that are the same on every card are made once: when a search refills
// the cards with other shelves, React leaves these alone.
const PRODUCTS_HEADING = (
  <Text size="xs" tone="muted" weight="medium">
    Products
  </Text>
);
const NO_PRODUCTS = (
  <Text size="sm" tone="muted">
    No products on this shelf.
  </Text>
);

const ShelfCard = memo(function ShelfCard({
  shelf,
  onAdjust,
}: {
  shelf: ShelfLocation;
  /** Opens the Adjust Stock dialog for this shelf (absent when stock cannot be adjusted). */
  onAdjust?: (shelf: ShelfLocation) => void;
}) {
  const titleId = `shelf-${shelf.id}`;
  const tone = shelfFillTone(shelf);
  const { shown, moreLabel } = visibleProducts(shelf.products);
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Inline justify="space-between" gap="2" wrap={false}>
        <Text as="strong" size="lg" weight="semibold" mono id={titleId}>
          {shelf.id}
        </Text>
        <Badge>{shelf.zone}</Badge>
      </Inline>
      <Stack gap="2">
        <Inline justify="space-between" gap="2">
          <Text size="sm" weight="semibold" tone={tone}>
            {`${percentFull(shelf)}% full`}
          </Text>
          <Text size="sm" tone="muted" tabular>
            {`${formatCount(shelf.occupied)} / ${formatCount(shelf.capacity)} units`}
          </Text>
        </Inline>
        <Meter
          label={`Fill level of ${shelf.id}`}
          value={shelf.occupied}
          max={shelf.capacity || 1}
          tone={tone}
          hideLabel
        />
      </Stack>
      <Stack gap="1.5">
        {PRODUCTS_HEADING}
        {shown.length === 0 ? (
          NO_PRODUCTS
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="1.5" margin="none" padding="none">
            {shown.map((product, slot) => (
              <Box
                as="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: by position, as the cards (the rows keep no state)
                key={slot}
                display="flex"
                justifyContent="space-between"
                gap="2"
                minWidth="0"
              >
                <Text size="sm" truncate>
                  {product.name}
                </Text>
                <Text size="sm" tone="muted" tabular>
                  {formatCount(product.quantity)}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        {moreLabel && (
          <Text size="sm" tone="accent" weight="medium">
            {moreLabel}
          </Text>
        )}
      </Stack>
      {onAdjust && shelf.products.length > 0 && (
        <Inline justify="flex-end">
          <Button
            variant="outline"
            size="sm"
            icon={SlidersHorizontal}
            aria-label={`Adjust stock on ${shelf.id}`}
            onPress={() => onAdjust(shelf)}
          >
            Adjust Stock
          </Button>
        </Inline>
      )}
    </Card>
  );
});

/**
 * Warehouse Shelving: the four figures, the add-shelf form, search with the zone filter, and the
 * shelf cards with their fill level and first products.
 */
export function ShelvingScreen({
  shelves,
  figures: totals,
  query,
  onQueryChange,
  zone,
  onZoneChange,
  onAddShelf,
  onAdjustStock,
  findBins,
  onTransferStock,
  ...list
}: ShelvingScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  // The shelf whose stock is being adjusted (the dialog is open while set).
  const [adjusting, setAdjusting] = useState<ShelfLocation | null>(null);
  const openAdjust = useMemo(() => (onAdjustStock ? setAdjusting : undefined), [onAdjustStock]);
  const [zoneFilter, setZone] = useControlledState(zone, ALL_ZONES, onZoneChange);
  // The results render in the keystroke's own update (no deferred pass), so they reach the first
  // frame after the key: the search index and a page of memoized cards are quick enough.
  const search = useSearchIndex(shelves, shelfSearchFields);
  const matches = useMemo(
    () => search(text, zoneFilter === ALL_ZONES ? undefined : (s) => s.zone === zoneFilter),
    [search, text, zoneFilter],
  );
  const zones = useMemo(
    () => (totals?.zones ?? [ALL_ZONES]).map((z) => ({ id: z, label: z })),
    [totals?.zones],
  );

  // What does not change while typing is made once per change of its own inputs: the page header,
  // the four figures, the add-shelf form and the zone filter are not rendered again on a keystroke.
  const header = useMemo(
    () => (
      <PageHeader
        title="Warehouse Shelving"
        description="Shelf locations, their capacity and what is stored on them."
      />
    ),
    [],
  );
  const figureCards = useMemo(() => {
    const figures = [
      { title: 'Total Shelves', value: totals && formatCount(totals.totalShelves), icon: Layers },
      { title: 'Total Capacity', value: totals && formatCount(totals.totalCapacity), icon: Warehouse },
      { title: 'Occupied', value: totals && formatCount(totals.occupied), icon: Package },
      { title: 'Utilization', value: totals && `${totals.utilization}%`, icon: PieChart },
    ];
    return (
      <Grid columns={4} gap="4">
        {figures.map((figure) =>
          figure.value === undefined ? (
            <StatSkeleton key={figure.title} />
          ) : (
            <StatCard key={figure.title} title={figure.title} value={figure.value} icon={figure.icon} />
          ),
        )}
      </Grid>
    );
  }, [totals]);
  const zoneSelect = useMemo(
    () => (
      <Select
        aria-label="Filter by zone"
        items={zones}
        selectedKey={zoneFilter}
        onSelectionChange={(key) => key != null && setZone(String(key))}
      />
    ),
    [zones, zoneFilter, setZone],
  );

  return (
    <Stack gap="6">
      {header}
      {list.isLoading ? (
        <SkeletonGroup label="Loading shelves">
          <Stack gap="6">
            <Grid columns={4} gap="4">
              {FIGURE_SLOTS.map((slot) => (
                <StatSkeleton key={slot} />
              ))}
            </Grid>
            <CardGridSkeleton count={6} minItemWidth="md" />
          </Stack>
        </SkeletonGroup>
      ) : (
        <>
          {figureCards}
          {onAddShelf && <AddShelfForm onAddShelf={onAddShelf} />}
          <SearchableList
            searchLabel="Search shelves"
            searchPlaceholder="Search by shelf ID, zone or product..."
            query={text}
            onQueryChange={setText}
            filters={zoneSelect}
            list={list}
            loadingLabel="Loading shelves"
            layout="cards"
            items={matches}
            pageSize={SHELVES_PAGE_SIZE}
            noun="shelves"
            resetKey={`${text}\u0000${zoneFilter}`}
            cardWidth="md"
            lazyCardHeight="md"
            emptyState={{ icon: Layers, title: NO_SHELVES_TEXT }}
            renderCard={(shelf, slot) => (
              // Keyed by position: a new search fills the same cards with other shelves instead of
              // building them anew.
              <ShelfCard key={slot} shelf={shelf} onAdjust={openAdjust} />
            )}
          />
        </>
      )}
      {adjusting && onAdjustStock && (
        <AdjustStockDialog
          shelf={adjusting}
          findBins={findBins}
          onAdjust={onAdjustStock}
          onTransfer={onTransferStock}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Stack>
  );
}
