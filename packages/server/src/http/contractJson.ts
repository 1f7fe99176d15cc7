// A contract call's result as JSON, with each large list written out once (issue 18): the POS
// catalogue's 175,000 rows stay the same array until the catalogue changes, and JSON.stringify of
// them cost 100 ms and more on every till's first read.

/** Lists this long are kept as JSON text beside the array, for as long as the array lives. */
const LARGE_LIST = 10_000;
const textOfLargeLists = new WeakMap<readonly unknown[], string>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * JSON.stringify's text, except that a large list in an object's properties is written once and
 * its text reused. A store never changes a list after it returned it, so the text stays true.
 */
export function contractJson(value: unknown): string {
  if (Array.isArray(value) && value.length >= LARGE_LIST) {
    let text = textOfLargeLists.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      textOfLargeLists.set(value, text);
    }
    return text;
  }
  if (!isPlainObject(value)) return JSON.stringify(value);
  const members = Object.entries(value)
    // What JSON.stringify leaves out of an object.
    .filter(
      ([, member]) => member !== undefined && typeof member !== 'function' && typeof member !== 'symbol',
    )
    .map(([key, member]) => `${JSON.stringify(key)}:${contractJson(member)}`);
  return `{${members.join(',')}}`;
}
