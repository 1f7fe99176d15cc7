import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** A cell of the grid: `row` is the row's index among the data rows, -1 for the header row. */
export interface GridPosition {
  row: number;
  col: number;
}

interface GridFocusOptions {
  gridRef: RefObject<HTMLTableElement | null>;
  rowCount: number;
  colCount: number;
  /** How many rows PageUp and PageDown move. */
  pageRows: () => number;
  /** Enter on a data cell with no controls in it, or a click on a row. */
  onRowAction?: (row: number) => void;
  /** Enter, Space or a click on a column header. */
  onHeaderAction: (col: number) => void;
}

const WIDGETS = 'button, a[href], input, select, textarea, [tabindex]:not([data-col])';
/** Controls that use the arrow keys themselves: the grid leaves those keys to them. */
const OWNS_ARROWS = 'input, select, textarea, [role="combobox"], [aria-haspopup="listbox"], [role="slider"]';

/**
 * The grid's keyboard model (WAI-ARIA grid pattern): one cell is the grid's Tab stop; arrows,
 * Home/End (with Ctrl: first/last row), PageUp/PageDown move between cells; Enter or F2 moves into
 * a cell's controls and Escape back out; Enter on a plain cell is the row's action. Controls in
 * cells keep their own place in the Tab order, so a table of inputs can be filled in with Tab.
 */
export function useGridFocus({
  gridRef,
  rowCount,
  colCount,
  pageRows,
  onRowAction,
  onHeaderAction,
}: GridFocusOptions) {
  const [position, setPosition] = useState<GridPosition>({ row: 0, col: 0 });
  const active = clamp(position, rowCount, colCount);
  const focusAfterRender = useRef(false);

  // A cell moved to by keyboard is focused once its row is rendered (it may have been far off).
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    cellAt(gridRef.current, active)?.focus();
  });

  const moveTo = useCallback(
    (next: GridPosition) => {
      const target = clamp(next, rowCount, colCount);
      focusAfterRender.current = true;
      setPosition(target);
      // Already rendered: focus now (a move to the same cell does not render again).
      const cell = cellAt(gridRef.current, target);
      if (cell) {
        focusAfterRender.current = false;
        cell.focus();
      }
    },
    [gridRef, rowCount, colCount],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const found = positionOf(event.target);
    if (found) setPosition((current) => (samePosition(current, found) ? current : found));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[data-col]');
      const at = positionOf(cell);
      if (!cell || !at) return;
      const inWidget = target !== cell;
      if (inWidget && event.key === 'Escape') {
        event.preventDefault();
        cell.focus();
        return;
      }
      if (event.defaultPrevented || event.altKey || event.metaKey) return;
      if (inWidget && target.matches(OWNS_ARROWS)) return;
      const widgets = [...cell.querySelectorAll<HTMLElement>(WIDGETS)];
      // Moves may overshoot: moveTo keeps them inside the grid (row -1 is the header).
      let next: GridPosition | null = null;
      switch (event.key) {
        case 'ArrowDown':
          next = { row: at.row + 1, col: at.col };
          break;
        case 'ArrowUp':
          next = { row: at.row - 1, col: at.col };
          break;
        case 'ArrowRight':
        case 'ArrowLeft': {
          const step = event.key === 'ArrowRight' ? 1 : -1;
          const sibling = inWidget ? widgets[widgets.indexOf(target) + step] : undefined;
          if (sibling) {
            event.preventDefault();
            sibling.focus();
            return;
          }
          next = { row: at.row, col: at.col + step };
          break;
        }
        case 'Home':
          next = event.ctrlKey ? { row: 0, col: at.col } : { row: at.row, col: 0 };
          break;
        case 'End':
          next = event.ctrlKey ? { row: rowCount - 1, col: at.col } : { row: at.row, col: colCount - 1 };
          break;
        case 'PageDown':
          next = { row: at.row + pageRows(), col: at.col };
          break;
        case 'PageUp':
          // Stops at the first row: the header is reached with ArrowUp only.
          next = { row: Math.max(at.row - pageRows(), at.row < 0 ? -1 : 0), col: at.col };
          break;
        case 'Enter':
        case 'F2':
        case ' ': {
          if (inWidget) return;
          event.preventDefault();
          if (at.row < 0) {
            if (event.key !== 'F2') onHeaderAction(at.col);
          } else if (widgets[0] && event.key !== ' ') widgets[0].focus();
          else if (event.key === 'Enter') onRowAction?.(at.row);
          return;
        }
        default:
          return;
      }
      event.preventDefault();
      moveTo(next);
    },
    [rowCount, colCount, pageRows, onRowAction, onHeaderAction, moveTo],
  );

  /** A click on a header or on a row (not on a control inside it) is its action; it focuses the row. */
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const rowElement = target.closest<HTMLElement>('[data-row]');
      if (!rowElement || rowElement.contains(target.closest(WIDGETS))) return;
      const row = Number(rowElement.dataset.row);
      if (row < 0) {
        const at = positionOf(target);
        if (at) onHeaderAction(at.col);
        return;
      }
      if (!rowElement.contains(document.activeElement)) moveTo({ row, col: active.col });
      onRowAction?.(row);
    },
    [onRowAction, onHeaderAction, moveTo, active.col],
  );

  return { active, gridProps: { onKeyDown, onFocus, onClick } };
}

function clamp({ row, col }: GridPosition, rowCount: number, colCount: number): GridPosition {
  return {
    row: Math.max(-1, Math.min(row, rowCount - 1)),
    col: Math.max(0, Math.min(col, colCount - 1)),
  };
}

function samePosition(a: GridPosition, b: GridPosition) {
  return a.row === b.row && a.col === b.col;
}

function positionOf(element: EventTarget | null): GridPosition | null {
  if (!(element instanceof Element)) return null;
  const cell = element.closest<HTMLElement>('[data-col]');
  const row = cell?.closest<HTMLElement>('[data-row]');
  if (!cell || !row) return null;
  return { row: Number(row.dataset.row), col: Number(cell.dataset.col) };
}

function cellAt(grid: HTMLElement | null, { row, col }: GridPosition): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[data-row="${row}"] > [data-col="${col}"]`) ?? null;
}
