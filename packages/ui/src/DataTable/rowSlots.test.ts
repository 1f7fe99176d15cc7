import { describe, expect, it } from 'vitest';
import { assignRowSlots } from './rowSlots';

const slotsOf = (map: ReadonlyMap<string, number>, ids: readonly string[]) => ids.map((id) => map.get(id));

describe('assignRowSlots: which rendered elements a table row takes', () => {
  it('gives the first rows slots from 0', () => {
    expect(slotsOf(assignRowSlots(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual([0, 1, 2]);
  });

  it('keeps the slot of a row still rendered, so it keeps its elements, focus and state', () => {
    const before = assignRowSlots(new Map(), ['a', 'b', 'c']);
    const after = assignRowSlots(before, ['b', 'c', 'd']);
    expect(slotsOf(after, ['b', 'c'])).toEqual([1, 2]);
  });

  it('gives a row scrolled into view the slot of a row that left (a jump reuses every one)', () => {
    const before = assignRowSlots(new Map(), ['a', 'b', 'c']);
    expect(assignRowSlots(before, ['b', 'c', 'd']).get('d')).toBe(0);
    expect(slotsOf(assignRowSlots(before, ['x', 'y', 'z']), ['x', 'y', 'z'])).toEqual([0, 1, 2]);
  });

  it('makes new slots only when more rows are rendered than before, and never gives one slot twice', () => {
    const before = assignRowSlots(new Map(), ['a', 'b']);
    const after = assignRowSlots(before, ['c', 'a', 'd', 'e']);
    expect(slotsOf(after, ['c', 'a', 'd', 'e'])).toEqual([1, 0, 2, 3]);
    expect(new Set(after.values()).size).toBe(after.size);
  });
});
