import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface RowWindowOptions {
  /** The element that scrolls the rows, or null when none does (then every row renders). */
  scrollElement: HTMLElement | null;
  /** False until it is known whether there is a scroll element (the first render). */
  isKnown: boolean;
  count: number;
  rowHeight: number;
  /** Where the first row starts in the scroll element's content, in px. */
  offset: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
  /** A row that stays rendered wherever the view is (the one holding the focus), or -1. */
  keepIndex: number;
  /** The view's height until it is measured (a capped table knows it; otherwise the window's). */
  viewHeightHint: number;
}

/**
 * The rows of a fixed-row-height list that are in view, plus `overscan` on each side: the first and
 * last index, from the scroll position alone (no per-row measuring, so 100,000 rows cost nothing).
 * Renders again only when the range changes, and in the scroll event's own frame, so rows never
 * lag behind the scroll.
 */
export function useRowWindow({
  scrollElement,
  isKnown,
  count,
  rowHeight,
  offset,
  overscan,
  keepIndex,
  viewHeightHint,
}: RowWindowOptions): number[] {
  const [view, setView] = useState({ top: 0, height: viewHeightHint });
  const latest = useRef({ view, count, rowHeight, offset, overscan });
  latest.current = { view, count, rowHeight, offset, overscan };

  useLayoutEffect(() => {
    if (!scrollElement) return;
    const update = (isScroll: boolean) => {
      const next = { top: scrollElement.scrollTop, height: scrollElement.clientHeight };
      const { view: current, ...sizes } = latest.current;
      const [first, last] = rangeOf(current, sizes);
      if (isScroll) {
        // Nothing to do while the rows in view are among those rendered: the overscan absorbs a
        // few rows of scrolling, and the window then moves by several rows at once.
        const [firstInView, lastInView] = rangeOf(next, { ...sizes, overscan: 0 });
        if (firstInView >= first && lastInView <= last) return;
        flushSync(() => setView(next));
        return;
      }
      const [nextFirst, nextLast] = rangeOf(next, sizes);
      if (nextFirst !== first || nextLast !== last) setView(next);
    };
    update(false);
    const onScroll = () => update(true);
    scrollElement.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => update(false));
    observer.observe(scrollElement);
    return () => {
      scrollElement.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scrollElement]);

  if (isKnown && !scrollElement) return Array.from({ length: count }, (_, index) => index);
  const [first, last] = rangeOf(view, { count, rowHeight, offset, overscan });
  const indexes: number[] = [];
  if (keepIndex >= 0 && keepIndex < first && keepIndex < count) indexes.push(keepIndex);
  for (let index = first; index <= last; index++) indexes.push(index);
  if (keepIndex > last && keepIndex < count) indexes.push(keepIndex);
  return indexes;
}

function rangeOf(
  view: { top: number; height: number },
  {
    count,
    rowHeight,
    offset,
    overscan,
  }: { count: number; rowHeight: number; offset: number; overscan: number },
): [number, number] {
  if (count === 0) return [0, -1];
  const first = Math.floor((view.top - offset) / rowHeight) - overscan;
  const last = Math.ceil((view.top + view.height - offset) / rowHeight) + overscan;
  return [Math.max(0, Math.min(first, count - 1)), Math.max(0, Math.min(last, count - 1))];
}
