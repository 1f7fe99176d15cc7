import { Button, Filter, Inline, Popover, PopoverTrigger, Select, Text } from '@warehouse/ui';

const ALL = 'all';

interface InventoryFiltersProps {
  categories: readonly { id: string; name: string }[];
  /** The category the list is narrowed to; '' for all. */
  categoryId: string;
  onCategoryChange?: (categoryId: string) => void;
}

/** §2.5 Inventory's "Filters" button: a popover that narrows the list to one category. */
export function InventoryFilters({ categories, categoryId, onCategoryChange }: InventoryFiltersProps) {
  return (
    <PopoverTrigger>
      <Button variant={categoryId ? 'secondary' : 'outline'} icon={Filter}>
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

/** Which filter narrows the list while the popover is closed, and a way to clear it. */
export function ActiveInventoryFilter({
  categoryName,
  onClear,
}: {
  categoryName: string;
  onClear: () => void;
}) {
  return (
    <Inline gap="2" align="center">
      <Text size="sm" tone="muted">{`Showing ${categoryName} only`}</Text>
      <Button variant="ghost" size="sm" onPress={onClear}>
        Clear Filters
      </Button>
    </Inline>
  );
}
