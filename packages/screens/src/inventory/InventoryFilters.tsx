import { Box, Button, Filter, Inline, Popover, PopoverTrigger, Select, Text } from '@warehouse/ui';
import type { Ref } from 'react';

const ALL = 'all';

interface InventoryFiltersProps {
  categories: readonly { id: string; name: string }[];
  /** The category the list is narrowed to; '' for all. */
  categoryId: string;
  onCategoryChange?: (categoryId: string) => void;
  /** The Filters button (Clear Filters gives it the focus back). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** §2.5 Inventory's "Filters" button: a popover that narrows the list to one category. */
export function InventoryFilters({
  categories,
  categoryId,
  onCategoryChange,
  buttonRef,
}: InventoryFiltersProps) {
  return (
    <PopoverTrigger>
      <Button ref={buttonRef} variant={categoryId ? 'secondary' : 'outline'} icon={Filter}>
        Filters
      </Button>
      <Popover title="Filters" width="sm">
        <Select
          label="Category"
          items={[
            { id: ALL, label: 'All categories' },
            ...categories.map((category) => ({ id: category.id, label: category.name })),
          ]}
          selectedKey={categoryId || ALL}
          onSelectionChange={(key) => onCategoryChange?.(key == null || key === ALL ? '' : String(key))}
        />
      </Popover>
    </PopoverTrigger>
  );
}

/**
 * Which filter narrows the list while the popover is closed, and a way to clear it; a polite
 * status, so that choosing or clearing a category is announced.
 */
export function ActiveInventoryFilter({
  categoryName,
  onClear,
}: {
  /** The category the list is narrowed to; none: nothing shows (the status stays, empty). */
  categoryName: string | undefined;
  onClear: () => void;
}) {
  return (
    <div role="status">
      {categoryName && (
        <Box paddingTop="2">
          <Inline gap="2" align="center">
            <Text size="sm" tone="muted">{`Showing ${categoryName} only`}</Text>
            <Button variant="ghost" size="sm" onPress={onClear}>
              Clear Filters
            </Button>
          </Inline>
        </Box>
      )}
    </div>
  );
}
