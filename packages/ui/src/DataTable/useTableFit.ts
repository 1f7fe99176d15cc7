import { type RefObject, useLayoutEffect, useState } from 'react';

interface TableFitOptions {
  frameRef: RefObject<HTMLElement | null>;
  /** The frame's width in px → a key of what fits it (e.g. the ids of the columns shown). */
  fitWidth: (width: number) => string;
  /** The rows' area in px → how many rows it shows whole. */
  rowsInView: (height: number) => number;
  /**
   * Whether the frame takes the height the window leaves it below what comes before it, never
   * less than `minHeight` px; what comes after it keeps its place at the page's foot.
   */
  fitWindow: boolean;
  minHeight: number;
}

interface TableFit {
  /** `fitWidth`'s key for the frame's width; null until measured. */
  widthKey: string | null;
  /** How many rows the frame shows whole; null until measured. */
  rowsInView: number | null;
  /** The frame's height in px when it fits the window, else null. */
  maxHeight: number | null;
}

/**
 * What a table's frame fits, measured when its size or the window's changes (never while it
 * scrolls): the columns its width holds, the rows its height shows, and, for a table that fits the
 * window, the height the window leaves it. Only a change of these renders the table again.
 */
export function useTableFit({
  frameRef,
  fitWidth,
  rowsInView,
  fitWindow,
  minHeight,
}: TableFitOptions): TableFit {
  const [fit, setFit] = useState<TableFit>({ widthKey: null, rowsInView: null, maxHeight: null });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const scroller = scrollingAncestor(frame);
    const measure = () => {
      const widthKey = fitWidth(frame.clientWidth);
      const maxHeight = fitWindow ? windowRoom(frame, scroller, minHeight) : null;
      const shown = rowsInView(frame.clientHeight);
      setFit((old) =>
        old.widthKey === widthKey && old.rowsInView === shown && old.maxHeight === maxHeight
          ? old
          : { widthKey, rowsInView: shown, maxHeight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (fitWindow) {
      // The window (or the page's scroller), and what holds the table: what comes before it grows.
      observer.observe(scroller ?? document.documentElement);
      const holder = pageChild(frame, scroller);
      if (holder) observer.observe(holder);
    }
    return () => observer.disconnect();
  }, [frameRef, fitWidth, rowsInView, fitWindow, minHeight]);

  return fit;
}

/**
 * The height the window leaves the frame: from the frame's top in the page to the window's foot,
 * less what the page holds below the frame (its card's edge, the page's padding).
 */
function windowRoom(frame: HTMLElement, scroller: HTMLElement | null, minHeight: number): number {
  const box = frame.getBoundingClientRect();
  const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
  const viewHeight = scroller ? scroller.clientHeight : window.innerHeight;
  const scrolled = scroller ? scroller.scrollTop : window.scrollY;
  const top = box.top - viewTop + scrolled;
  const holder = pageChild(frame, scroller);
  const below =
    (holder ? holder.getBoundingClientRect().bottom - box.bottom : 0) +
    Number.parseFloat(getComputedStyle(scroller ?? document.body).paddingBottom || '0');
  return Math.max(minHeight, Math.floor(viewHeight - top - below));
}

/** The child of the page's scroller (or of the body) that holds the frame. */
function pageChild(frame: HTMLElement, scroller: HTMLElement | null): HTMLElement | null {
  const root = scroller ?? document.body;
  let element: HTMLElement | null = frame;
  while (element && element.parentElement !== root) element = element.parentElement;
  return element;
}

/** The nearest ancestor that scrolls vertically, or null when only the page does (or none). */
export function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}
