import { type RefObject, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { scrollingAncestor } from './useTableFit';

interface RowWindowOptions {
  /** The table's frame. */
  frameRef: RefObject<HTMLElement | null>;
  /**
   * `own`: the frame scrolls (a table with a height of its own). `outer`: the table grows with
   * the page and its rows scroll with the nearest scrolling ancestor (e.g. the app's main area).
   */
  scroller: 'own' | 'outer';
  count: number;
  rowHeight: number;
  headerHeight: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
  /** A row that stays rendered wherever the view is (the one holding the focus), or -1. */
  keepIndex: number;
  /** The view's height until it is measured (a capped table knows it; otherwise the window's). */
  viewHeightHint: number;
}

interface View {
  /** The scroll position. */
  top: number;
  height: number;
  /** Where the first row starts in the scroller's content. */
  offset: number;
  /** No scroll container at all: every row renders. */
  all: boolean;
}

/**
 * The rows of a fixed-row-height table that are in view, plus `overscan` on each side, from the
 * scroll position alone (no per-row measuring, so 100,000 rows cost nothing). It renders again
 * only when the rows in view leave the rendered ones, in the scroll event's own frame so rows
 * never lag behind; opening the table renders once (the first guess is kept while it covers the
 * view).
 */
export function useRowWindow({
  frameRef,
  scroller,
  count,
  rowHeight,
  headerHeight,
  overscan,
  keepIndex,
  viewHeightHint,
}: RowWindowOptions): { indexes: number[]; viewHeight: number } {
  // The latest measured view lives in a ref: a measurement that does not change the rendered rows
  // does not render again, and the next render (a keystroke, a scroll) uses it.
  const view = useRef<View>({
    top: 0,
    height: viewHeightHint,
    offset: scroller === 'own' ? headerHeight : 0,
    all: false,
  });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const sizes = { count, rowHeight, overscan };
  const rendered = useRef({ view: view.current, ...sizes });
  rendered.current = { view: view.current, ...sizes };

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const element = scroller === 'own' ? frame : scrollingAncestor(frame);
    if (!element) {
      if (!view.current.all) {
        view.current = { ...view.current, all: true };
        rerender();
      }
      return;
    }
    const offsetOf = () =>
      scroller === 'own'
        ? headerHeight
        : frame.getBoundingClientRect().top -
          element.getBoundingClientRect().top +
          element.scrollTop +
          headerHeight;
    let offset = offsetOf();
    const update = (isScroll: boolean) => {
      const next: View = { top: element.scrollTop, height: element.clientHeight, offset, all: false };
      view.current = next;
      const { view: shown, ...shownSizes } = rendered.current;
      const [first, last] = rangeOf(shown, shownSizes);
      const [firstInView, lastInView] = rangeOf(next, { ...shownSizes, overscan: 0 });
      // Nothing to render while the rows in view are among those rendered: the overscan absorbs a
      // few rows of scrolling (then the window moves by several at once), and opening the table
      // keeps its first guess when that covers the view, so it does not render twice.
      if (!shown.all && firstInView >= first && lastInView <= last) return;
      if (isScroll) flushSync(rerender);
      else rerender();
    };
    update(false);
    const onScroll = () => update(true);
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => {
      offset = offsetOf();
      update(false);
    });
    observer.observe(element);
    if (scroller === 'outer' && element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [frameRef, scroller, headerHeight]);

  const current = view.current;
  if (current.all)
    return { indexes: Array.from({ length: count }, (_, index) => index), viewHeight: current.height };
  const [first, last] = rangeOf(current, sizes);
  const indexes: number[] = [];
  if (keepIndex >= 0 && keepIndex < first && keepIndex < count) indexes.push(keepIndex);
  for (let index = first; index <= last && count > 0; index++) indexes.push(index);
  if (keepIndex > last && keepIndex < count) indexes.push(keepIndex);
  return { indexes, viewHeight: current.height };
}

function rangeOf(
  view: View,
  { count, rowHeight, overscan }: { count: number; rowHeight: number; overscan: number },
): [number, number] {
  if (count === 0) return [0, -1];
  const first = Math.floor((view.top - view.offset) / rowHeight) - overscan;
  const last = Math.ceil((view.top + view.height - view.offset) / rowHeight) + overscan;
  return [Math.max(0, Math.min(first, count - 1)), Math.max(0, Math.min(last, count - 1))];
}
