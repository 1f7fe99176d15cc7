import { useLayoutEffect, useRef } from 'react';

/**
 * Which slot each rendered row takes: a row rendered before keeps its slot; a row coming into view
 * takes a slot a row that left gave up (the lowest), or a new one. Rows are keyed by slot, so a
 * row scrolled into view (or found by a search) updates the elements of one that went instead of
 * making its own: a jump through a table of 100,000 rows rewrites some text rather than building
 * and styling a screenful of rows anew. A row that stays rendered keeps its elements, and with
 * them the focus and the state of its controls.
 */
export function assignRowSlots(
  previous: ReadonlyMap<string, number>,
  ids: readonly string[],
): Map<string, number> {
  const next = new Map<string, number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined && !next.has(id)) next.set(id, slot);
  }
  const taken = new Set(next.values());
  const given = [...previous.values()].filter((slot) => !taken.has(slot)).sort((a, b) => a - b);
  let fresh = Math.max(-1, ...previous.values(), ...taken) + 1;
  for (const id of ids) {
    if (next.has(id)) continue;
    const slot = given.shift() ?? fresh++;
    next.set(id, slot);
  }
  return next;
}

/** The slots of the rows rendered now (see `assignRowSlots`), kept from one committed render to the next. */
export function useRowSlots(ids: readonly string[]): ReadonlyMap<string, number> {
  const committed = useRef<ReadonlyMap<string, number>>(new Map());
  const slots = assignRowSlots(committed.current, ids);
  useLayoutEffect(() => {
    committed.current = slots;
  });
  return slots;
}
