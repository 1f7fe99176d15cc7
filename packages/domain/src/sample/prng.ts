/** A tiny deterministic PRNG (mulberry32): the same seed gives the same sequence in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** The list itself, its items in a random order (Fisher–Yates). */
export function shuffled<T>(random: () => number, list: T[]): T[] {
  for (let k = list.length - 1; k > 0; k--) {
    const j = randomInt(random, 0, k);
    [list[k], list[j]] = [list[j] as T, list[k] as T];
  }
  return list;
}
