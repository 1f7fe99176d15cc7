import { Box, Card, CardHeader, CardTitle, SearchField } from '@warehouse/ui';
import type { ReactNode } from 'react';
import { TableSkeleton } from './Loading';
import type { pagedListView } from './pagedList';

interface SearchedListCardProps {
  /** The card's title, which names its section; `titleId` ties them. */
  title: string;
  titleId: string;
  /** Beside the title (a filter's chip). */
  titleExtra?: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (text: string) => void };
  /** Beside the search (a "New …" button). */
  actions?: ReactNode;
  /** Under the header: the list's filters. */
  filters?: ReactNode;
  view: ReturnType<typeof pagedListView>;
  /** What the skeleton says while the rows are read. */
  loadingLabel: string;
  /** The list itself, shown once its rows are known and marked as the search's results. */
  children: ReactNode;
}

/** A list searched and paged by the server, in its card: title, search, filters, then its rows (a skeleton before). */
export function SearchedListCard({
  title,
  titleId,
  titleExtra,
  search,
  actions,
  filters,
  view,
  loadingLabel,
  children,
}: SearchedListCardProps) {
  const searchField = (
    <SearchField
      aria-label={search.label}
      placeholder={search.placeholder}
      value={search.value}
      onChange={search.onChange}
    />
  );
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        actions={
          actions ? (
            <>
              {searchField}
              {actions}
            </>
          ) : (
            searchField
          )
        }
      >
        <CardTitle level={2} id={titleId}>
          {title}
        </CardTitle>
        {titleExtra}
      </CardHeader>
      {filters && <Box paddingBottom="4">{filters}</Box>}
      {view.showsSkeleton ? (
        <TableSkeleton label={loadingLabel} />
      ) : (
        <Box data-results-for={view.resultsFor}>{children}</Box>
      )}
    </Card>
  );
}
