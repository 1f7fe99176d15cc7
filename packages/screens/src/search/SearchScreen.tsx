import { Card, PageHeader, SearchField, Stack } from '@warehouse/ui';
import { useControlledState } from 'react-stately/useControlledState';

/** The top bar's search placeholder (spec §2.2), shared by the global search page. */
export const GLOBAL_SEARCH_PLACEHOLDER = 'Search inventory, orders, shipments...';

export interface SearchScreenProps {
  /** The search text, controlled by the caller (e.g. kept in the URL)… */
  query?: string;
  /** …and its change handler. */
  onQueryChange?: (query: string) => void;
  /** Enter in the search box. */
  onSubmit?: (query: string) => void;
}

/** The global search page: one search input (spec §2.5: no behaviour yet). */
export function SearchScreen({ query, onQueryChange, onSubmit }: SearchScreenProps) {
  const [value, setValue] = useControlledState(query, '', onQueryChange);
  return (
    <Stack gap="6">
      <PageHeader title="Search" description="Search across inventory, orders and shipments." />
      <Card padding="lg">
        <SearchField
          aria-label="Search"
          placeholder={GLOBAL_SEARCH_PLACEHOLDER}
          size="lg"
          value={value}
          onChange={setValue}
          onSubmit={onSubmit}
        />
      </Card>
    </Stack>
  );
}
