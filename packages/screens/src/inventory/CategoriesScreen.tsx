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
  type IconComponent,
  Monitor,
  PageHeader,
  Plus,
  ShoppingBag,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  Zap,
} from '@warehouse/ui';

export interface CategoriesScreenProps {
  categories: CategorySummary[];
  isLoading?: boolean;
  /** "Add Category" (inert in the spec). */
  onAddCategory?: () => void;
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
export function CategoriesScreen({ categories, isLoading = false, onAddCategory }: CategoriesScreenProps) {
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
            />
          ))}
        </Grid>
      )}
    </Stack>
  );
}

export interface SummaryCardProps {
  icon: IconComponent;
  name: string;
  detail: string;
}

/** A list item card: an icon, a name (h2) and one detail line. */
export function SummaryCard({ icon: Icon, name, detail }: SummaryCardProps) {
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
        <Stack gap="1" minWidth="0">
          <Heading level={2} size="sm" truncate>
            {name}
          </Heading>
          <Text size="sm" tone="muted" tabular>
            {detail}
          </Text>
        </Stack>
      </Box>
    </Card>
  );
}
