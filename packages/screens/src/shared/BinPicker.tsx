import type { BinChoice, ListQuery, Page } from '@warehouse/domain/contract';
import { ComboBox } from '@warehouse/ui';
import { useRef, useState } from 'react';
import { useAsyncList } from 'react-stately/useAsyncList';

/** The bins whose names hold a search, a page at a time (the route asks the server). */
export type BinFinder = (query: ListQuery & { signal: AbortSignal }) => Promise<Page<BinChoice>>;

export interface BinPickerProps {
  label: string;
  'aria-label'?: string;
  name?: string;
  isRequired?: boolean;
  description?: string;
  placeholder?: string;
  /** The bin chosen, with its name; null for none. */
  value: BinChoice | null;
  onChange: (bin: BinChoice | null) => void;
  findBins: BinFinder;
  /** A bin not offered (the shelf the stock moves from). */
  excludedId?: string;
}

/**
 * Where stock goes, chosen from thousands of bins by typing part of a name ("b-2",
 * "downtown"); the list reads a page of matches at a time as it scrolls. Leaving the field with a
 * bin's id or name typed, or a search only one bin matches, chooses that bin; other text typed over
 * a choice gives the choice back. A cleared box chooses none.
 */
export function BinPicker({ value, onChange, findBins, excludedId, ...field }: BinPickerProps) {
  const chosen = useRef(value);
  chosen.current = value;
  const [hasMore, setHasMore] = useState(false);
  const list = useAsyncList<BinChoice, string>({
    initialFilterText: value?.label ?? '',
    async load({ signal, cursor, filterText }) {
      // The chosen bin's name in the box is no search: the list opens on every bin.
      const search = filterText === chosen.current?.label ? '' : filterText;
      const page = await findBins({ search, signal, ...(cursor ? { cursor } : {}) });
      // A search typed further meanwhile has its own answer: this one's is dropped.
      if (!signal.aborted) setHasMore(page.nextCursor !== null);
      return { items: page.items, ...(page.nextCursor ? { cursor: page.nextCursor } : {}) };
    },
  });
  const matches = list.items.filter((bin) => bin.id !== excludedId);
  /** The bin the box's text names: one whose id or name it is (in any case), or its search's only match. */
  const named = (text: string) => {
    const typed = text.trim().toLowerCase();
    if (typed === '') return undefined;
    const exact = matches.find((bin) => bin.id.toLowerCase() === typed || bin.label.toLowerCase() === typed);
    return exact ?? (list.loadingState === 'idle' && matches.length === 1 ? matches[0] : undefined);
  };
  // With both the box's text and the choice controlled, the box is told what to show once a bin
  // is chosen, and again when the field is left.
  const choose = (bin: BinChoice | null) => {
    chosen.current = bin;
    if (bin?.id !== value?.id) onChange(bin);
    list.setFilterText(bin?.label ?? '');
  };
  return (
    <ComboBox
      {...field}
      items={matches.map((bin) => ({ id: bin.id, label: bin.label }))}
      itemsAreMatches
      inputValue={list.filterText}
      onInputChange={(text) => {
        if (text === '' && value) choose(null);
        else list.setFilterText(text);
      }}
      selectedKey={value?.id ?? null}
      // No key: the field was left with text that names no option shown (react-aria knows only
      // those): the bin it names, or else the choice, stands. Only a cleared box chooses none.
      onSelectionChange={(key) =>
        choose(
          key === null ? (named(list.filterText) ?? value) : (matches.find((bin) => bin.id === key) ?? value),
        )
      }
      emptyText={list.error ? 'The bins could not be searched: type again to retry' : 'No bin has that name'}
      isLoading={list.loadingState !== 'idle' && list.loadingState !== 'error'}
      onLoadMore={hasMore ? list.loadMore : undefined}
    />
  );
}
