/** A submit callback's result is awaited only when it is a promise (or any thenable). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
