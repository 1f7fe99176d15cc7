import { useDeferredValue } from 'react';

/**
 * A search box's query, deferred so typing stays responsive while a long list filters, and the
 * props that mark the results container with the query its rendered results are for
 * (`data-results-for`), so tests and the benchmark can tell when a search result is on screen.
 */
export function useDeferredQuery(query: string): {
  deferredQuery: string;
  resultsProps: { 'data-results-for': string };
} {
  const deferredQuery = useDeferredValue(query);
  return { deferredQuery, resultsProps: { 'data-results-for': deferredQuery } };
}
