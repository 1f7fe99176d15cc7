import { describe, expect, it } from 'vitest';
import { keptUntilChanged } from './keptUntilChanged';

describe('keptUntilChanged (a derived list made again only after a change)', () => {
  it('answers the same value while its inputs are the same, and a new one after any input changed', () => {
    let list = [1, 2];
    let moved = 0;
    let made = 0;
    const doubled = keptUntilChanged(
      () => [list, moved],
      () => {
        made += 1;
        return list.map((n) => n * 2 + moved);
      },
    );
    const first = doubled();
    expect(doubled()).toBe(first);
    expect(made).toBe(1);
    moved = 1;
    expect(doubled()).toEqual([3, 5]);
    list = [...list, 3];
    expect(doubled()).toEqual([3, 5, 7]);
    expect(made).toBe(3);
  });
});
