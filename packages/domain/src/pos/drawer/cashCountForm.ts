// A count of cash as a form holds it (typed text) made into the count the contract takes.
import { parseCents, parseWhole } from '../../forms/fields';
import type { CashCount } from './drawer';

/** The form: a total, or a count per denomination (keyed by its value in cents). */
export interface CashCountForm {
  byDenomination: boolean;
  amount: string;
  counts: Readonly<Record<string, string>>;
}

export const EMPTY_CASH_COUNT_FORM: CashCountForm = { byDenomination: false, amount: '', counts: {} };

/** The count typed: a blank denomination counts none; what is not a number stays one to refuse. */
export function cashCountOfForm(form: CashCountForm): CashCount {
  if (!form.byDenomination) return { amount: parseCents(form.amount) };
  return {
    counts: Object.entries(form.counts).map(([value, text]) => ({
      value: Number(value),
      count: text.trim() === '' ? 0 : parseWhole(text),
    })),
  };
}
