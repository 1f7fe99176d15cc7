const keys = new WeakMap<object, number>();
let last = 0;

/**
 * A key for a loaded record: the same while the record is the same object, a new one when other
 * data arrives (TanStack Query keeps the object when a refetch brings equal data). A form keyed on
 * it starts from the record it shows, never from what was there before it loaded.
 */
export function recordKey(record: object): number {
  let key = keys.get(record);
  if (key === undefined) {
    last += 1;
    key = last;
    keys.set(record, key);
  }
  return key;
}
