import * as s from './ReceiptPaper.css';

export interface ReceiptPaperProps {
  /** The slip's lines of fixed-width text. */
  lines: readonly string[];
  /** Names the slip for assistive technology ("Receipt ORD-1013"). */
  'aria-label': string;
}

/** A printable slip (a receipt, a Z report): fixed-width lines as the printer will show them. */
export function ReceiptPaper({ lines, 'aria-label': label }: ReceiptPaperProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a slip wider than the screen (an A4 invoice on a phone) scrolls, and a scrolled region takes the focus to scroll by keyboard
    <div className={s.paper} role="document" aria-label={label} tabIndex={0}>
      <pre className={s.text}>{lines.join('\n')}</pre>
    </div>
  );
}

/** The paper a slip prints on: an 80 mm receipt roll, or an A4 sheet. */
export type PaperSize = 'receipt' | 'a4';

const PAGE_RULES: Readonly<Record<PaperSize, string>> = {
  receipt: '@page { size: 80mm auto; margin: 4mm; }',
  a4: '@page { size: A4; margin: 20mm; }',
};

/**
 * Prints the slips on the page alone, on `size` paper: the page rule is set for this print and
 * taken away after it.
 */
export function printSlip(size: PaperSize): void {
  const root = document.documentElement;
  const page = document.createElement('style');
  page.textContent = PAGE_RULES[size];
  document.head.append(page);
  root.dataset.printing = size;
  const done = () => {
    page.remove();
    delete root.dataset.printing;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
