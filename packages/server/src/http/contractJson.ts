// A contract call's result as JSON, with each frozen list written out once (issue 18): the POS
// catalogue's 175,000 rows stay the same array until the catalogue changes, and JSON.stringify of
// them cost 100 ms and more on every till's first read.

/** A frozen list's JSON text, kept beside it for as long as the list lives: it cannot change. */
const textOfFrozenLists = new WeakMap<readonly unknown[], string>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * JSON.stringify's text, except that a frozen list (one a store keeps and hands out again, such
 * as the POS catalogue's rows) is written once and its text reused.
 */
export function contractJson(value: unknown): string {
  if (Array.isArray(value) && Object.isFrozen(value)) {
    let text = textOfFrozenLists.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      textOfFrozenLists.set(value, text);
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
