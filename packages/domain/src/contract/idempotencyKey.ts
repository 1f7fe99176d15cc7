/** The header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * A new idempotency key (a sale, a receipt, a keyed call): 128 random bits as hex. Built on getRandomValues, which
 * (unlike randomUUID) also works where the app is served over plain HTTP on a shop's network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
