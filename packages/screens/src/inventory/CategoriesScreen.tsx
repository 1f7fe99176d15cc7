import type { CategoryRename } from '@warehouse/domain/catalogue';
import { formatCount } from '@warehouse/domain/format';
import type { CategorySummary } from '@warehouse/domain/overview';
import {
  Book,
  Box,
  Button,
  Card,
  EmptyState,
  Folder,
  Grid,
  Heading,
  Home,
  IconButton,
  type IconComponent,
  Monitor,
  PageHeader,
  Pencil,
  Plus,
  ShoppingBag,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  Zap,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';
import { RenameCategoryDialog } from './RenameCategoryDialog';

export interface CategoriesScreenProps {
  categories: CategorySummary[];
  isLoading?: boolean;
  /** "Add Category" (inert in the spec). */
  onAddCategory?: () => void;
  /** "Rename" on a card; absent for roles that may not rename (no button then). */
  onRenameCategory?: (id: string, rename: CategoryRename) => unknown;
}

const categoryIcons: Record<string, IconComponent> = {
  Electronics: Monitor,
  Clothing: ShoppingBag,
  'Food & Beverages': ShoppingCart,
  Books: Book,
  'Home & Garden': Home,
  Sports: Zap,
};

/** "48 products", "1 product". */
function productCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;
}

/** Categories: the six names with their product counts, and "Add Category". */
export function CategoriesScreen({
  categories,
  isLoading = false,
  onAddCategory,
  onRenameCategory,
}: CategoriesScreenProps) {
  const [renaming, setRenaming] = useState<CategorySummary | null>(null);
  return (
    <Stack gap="6">
      <PageHeader
        title="Categories"
        description="Organise your products into categories."
        actions={
          <Button icon={Plus} onPress={onAddCategory}>
            Add Category
          </Button>
        }
      />
      {isLoading ? (
        <SkeletonGroup label="Loading categories">
          <Grid columns={3}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} shape="block" size="sm" />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : categories.length === 0 ? (
        <Card>
          <EmptyState
            icon={Folder}
            title="No categories"
            description="Add a category to group your products."
          />
        </Card>
      ) : (
        <Grid columns={3} role="list" aria-label="Categories">
          {categories.map((category) => (
            <SummaryCard
              key={category.id}
              icon={categoryIcons[category.name] ?? Folder}
              name={category.name}
              detail={productCountText(category.productCount)}
              action={
                onRenameCategory && (
                  <IconButton
                    icon={Pencil}
                    size="sm"
                    variant="ghost"
                    aria-label={`Rename ${category.name}`}
                    tooltip="Rename"
                    onPress={() => setRenaming(category)}
                  />
                )
              }
            />
          ))}
        </Grid>
      )}
      {renaming && onRenameCategory && (
        <RenameCategoryDialog
          category={renaming}
          categories={categories}
          onRename={(rename) => onRenameCategory(renaming.id, rename)}
          onClose={() => setRenaming(null)}
        />
      )}
    </Stack>
  );
}

export interface SummaryCardProps {
  icon: IconComponent;
  name: string;
  detail: string;
  /** A control at the card's end (e.g. "Rename"). */
  action?: ReactNode;
}

/** A list item card: an icon, a name (h2), one detail line, and a control at its end if given. */
export function SummaryCard({ icon: Icon, name, detail, action }: SummaryCardProps) {
  return (
    <Card as="li">
      <Box display="flex" alignItems="center" gap="4">
        <Box
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          padding="3"
          borderRadius="lg"
          background="sunken"
          flexShrink="0"
        >
          <Text tone="accent">
            <Icon size={20} aria-hidden="true" />
          </Text>
        </Box>
        <Stack gap="1" minWidth="0" flexGrow="1">
          <Heading level={2} size="sm" truncate>
            {name}
          </Heading>
          <Text size="sm" tone="muted" tabular>
            {detail}
          </Text>
        </Stack>
        {action}
      </Box>
    </Card>
  );
}
