import { type RefObject, useLayoutEffect, useState } from 'react';

export interface OuterScroller {
  /** Whether the search for a scroll container has run (false on the first render). */
  known: boolean;
  /** The nearest scrolling ancestor, or null when the page itself scrolls (or none does). */
  element: HTMLElement | null;
  /** Where the table's body starts inside that container's scrolled content, in px. */
  bodyOffset: number;
}

/**
 * The nearest scrolling ancestor of the frame, and where the table's body starts inside it: a
 * table without a height of its own windows its rows against the page's scroll container.
 */
export function useOuterScroller(
  frameRef: RefObject<HTMLDivElement | null>,
  isEnabled: boolean,
  headerHeight: number,
): OuterScroller {
  const [state, setState] = useState<OuterScroller>({ known: false, element: null, bodyOffset: 0 });
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!isEnabled || !frame) return;
    let element: HTMLElement | null = frame.parentElement;
    while (element && element !== document.body) {
      const { overflowY } = getComputedStyle(element);
      if (overflowY === 'auto' || overflowY === 'scroll') break;
      element = element.parentElement;
    }
    const scroller = element === document.body ? null : element;
    const measure = () => {
      const bodyOffset = scroller
        ? frame.getBoundingClientRect().top -
          scroller.getBoundingClientRect().top +
          scroller.scrollTop +
          headerHeight
        : 0;
      setState((current) =>
        current.known && current.element === scroller && Math.abs(current.bodyOffset - bodyOffset) < 1
          ? current
          : { known: true, element: scroller, bodyOffset },
      );
    };
    measure();
    if (!scroller) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [frameRef, isEnabled, headerHeight]);
  return state;
}
