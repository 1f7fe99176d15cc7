/**
 * The bin a receipt of an item proposes: the bin of the receiving location that holds
 * the most of it already (its usual shelf), or the receiving bin when it holds none there.
 */
export function usualBinOf(
  itemId: string,
  stock: { binsOf(itemId: string): ReadonlyMap<string, number> },
  receivingBins: ReadonlySet<string>,
  receivingBin: string,
): string {
  let best = receivingBin;
  let most = 0;
  for (const [binId, onHand] of stock.binsOf(itemId)) {
    if (receivingBins.has(binId) && (onHand > most || (onHand === most && binId < best))) {
      best = binId;
      most = onHand;
    }
  }
  return best;
}
