// A contract call's result as JSON, with each frozen list written out once: the POS
// catalogue's 175,000 rows stay the same array until the catalogue changes, and writing them (and
// encoding them as UTF-8) cost 150 ms and more on every till's first read.
import { promisify } from 'node:util';
import { constants, deflateRaw } from 'node:zlib';

/** Gzip's level here: far less work than the default for most of its gain (as for every answer). */
export const GZIP_LEVEL = 1;

/**
 * A piece of the JSON text as UTF-8. A frozen list's piece is the same each time, and so is its
 * raw deflate, made once when first wanted: it ends in a full flush, so it can stand between the
 * deflated pieces around it (sendContractJson).
 */
export interface JsonPiece {
  bytes: Buffer;
  deflated?: () => Promise<Buffer>;
}

const deflateRawAsync = promisify(deflateRaw);

/** A full flush: what follows starts on a byte boundary and does not refer to what came before. */
export const FULL_FLUSH = { level: GZIP_LEVEL, finishFlush: constants.Z_FULL_FLUSH };

/** A frozen list's piece, kept beside it for as long as the list lives: it cannot change. */
const pieceOfFrozenLists = new WeakMap<readonly unknown[], JsonPiece>();

function frozenListPiece(list: readonly unknown[]): JsonPiece {
  let piece = pieceOfFrozenLists.get(list);
  if (piece === undefined) {
    const bytes = Buffer.from(JSON.stringify(list));
    let deflating: Promise<Buffer> | undefined;
    piece = {
      bytes,
      // On the thread pool, once: the catalogue's 11.6 MB take 60 ms and more.
      deflated: () => {
        // A failed deflate is tried again by the next read, not kept.
        deflating ??= deflateRawAsync(bytes, FULL_FLUSH).catch((error: unknown) => {
          deflating = undefined;
          throw error;
        });
        return deflating;
      },
    };
    pieceOfFrozenLists.set(list, piece);
  }
  return piece;
}

/** An object JSON.stringify writes member by member (one with its own toJSON says what it is). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** JSON.stringify's text, as texts and the pieces of the frozen lists within; none for what it leaves out. */
function parts(value: unknown): (string | JsonPiece)[] {
  if (Array.isArray(value) && Object.isFrozen(value)) return [frozenListPiece(value)];
  if (!isPlainObject(value)) {
    // Undefined for undefined, a function, a symbol, or a toJSON that gives undefined.
    const text: string | undefined = JSON.stringify(value);
    return text === undefined ? [] : [text];
  }
  const members = Object.entries(value)
    .map(([key, member]) => [key, parts(member)] as const)
    .filter(([, member]) => member.length > 0);
  return [
    '{',
    ...members.flatMap(([key, member], index) => [
      `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`,
      ...member,
    ]),
    '}',
  ];
}

/** Whether a result holds a frozen list (one a store keeps and hands out again). */
export function holdsFrozenList(value: unknown): boolean {
  if (Array.isArray(value)) return Object.isFrozen(value);
  return isPlainObject(value) && Object.values(value).some(holdsFrozenList);
}

/**
 * JSON.stringify's text as UTF-8 pieces, except that a frozen list (one a store keeps and hands
 * out again, such as the POS catalogue's rows) is written once and its piece reused. Texts side by
 * side are one piece; a value JSON.stringify leaves out (undefined) is no piece at all.
 */
export function contractJson(value: unknown): JsonPiece[] {
  const pieces: JsonPiece[] = [];
  let text = '';
  for (const part of parts(value)) {
    if (typeof part === 'string') text += part;
    else {
      if (text) pieces.push({ bytes: Buffer.from(text) });
      text = '';
      pieces.push(part);
    }
  }
  if (text) pieces.push({ bytes: Buffer.from(text) });
  return pieces;
}

/**
 * Writes and deflates a result's frozen lists ahead of the first request that sends them (the POS
 * catalogue at start: 11 MB at 100,000 products, which took the first till 1.4 s to receive).
 */
export async function prepareContractJson(value: unknown): Promise<void> {
  await Promise.all(contractJson(value).map((piece) => piece.deflated?.()));
}
