/**
 * `compute()`'s answer, kept until one of `inputs()` is not what it was (compared with
 * `Object.is`): for a list derived from the whole business (every shelf with its products), made
 * again only after a change, so that a search typed over it is not a rebuild per keystroke and its
 * search index (kept per list) is made once.
 */
export function keptUntilChanged<T>(inputs: () => readonly unknown[], compute: () => T): () => T {
  let kept: { inputs: readonly unknown[]; value: T } | undefined;
  return () => {
    const now = inputs();
    if (
      !kept ||
      now.length !== kept.inputs.length ||
      now.some((input, i) => !Object.is(input, kept?.inputs[i]))
    )
      kept = { inputs: now, value: compute() };
    return kept.value;
  };
}
