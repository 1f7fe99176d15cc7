// Stories' bin search: a fixed list of bins, searched and paged by the contract's own rule.

import { pageOfBinChoices } from '@warehouse/domain/catalogue';
import type { BinChoice } from '@warehouse/domain/contract';
import type { BinFinder } from './BinPicker';

/** The sample business's bins, as the server names them. */
export const SAMPLE_BINS: readonly BinChoice[] = [
  { id: 'A-1-1', label: 'A-1-1 · Main Warehouse', receiving: true },
  { id: 'A-1-2', label: 'A-1-2 · Main Warehouse' },
  { id: 'B-1-1', label: 'B-1-1 · Main Warehouse' },
  { id: 'D-3-2', label: 'D-3-2 · Main Warehouse' },
  { id: 'DT-FLOOR', label: 'Sales floor · Downtown Store' },
  { id: 'AP-FLOOR', label: 'Sales floor · Airport Branch' },
];

/** Answers a picker from `bins`, after `delayMs` (to show the list loading). */
export function binFinderOver(bins: readonly BinChoice[] = SAMPLE_BINS, { delayMs = 0 } = {}): BinFinder {
  return async (query) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return pageOfBinChoices(bins, query);
  };
}
