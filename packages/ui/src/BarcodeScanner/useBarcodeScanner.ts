import { useEffect, useRef } from 'react';

/** Keys closer together than this come from a scanner; a person types slower. */
export const SCAN_KEY_GAP_MS = 50;
/** Fewer characters than this before Enter are a person's keys, not a code. */
const SCAN_MIN_LENGTH = 4;

export interface BarcodeScannerOptions {
  /** Off: keys are left alone. */
  isEnabled?: boolean;
}

/** A field whose text a scan typed into and which is put back as it was. */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

function textControl(element: Element | null): TextControl | undefined {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

/** Sets a field's text as typing would, so a React-controlled field takes the change too. */
function putBack(control: TextControl, text: string) {
  const prototype =
    control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A keyboard-wedge scanner: a scanner types a code's characters faster than a person can (each
 * less than 50 ms after the one before) and ends it with Enter. Such a burst is a scan, whichever
 * element has the focus: `onScan` gets the code, the Enter goes no further (it presses no focused
 * button and submits no form), and a text field the burst typed into gets back the text it had
 * before. Keys typed by a person, slower, are left alone. Scans that follow each other closely
 * (30 ms apart) are each a scan of their own: each Enter ends one.
 */
export function useBarcodeScanner(
  onScan: (code: string) => void,
  { isEnabled = true }: BarcodeScannerOptions = {},
) {
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    if (!isEnabled) return;
    let code = '';
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    /** The text field the burst began in, and its text before the burst's first key. */
    let typedInto:
      | { control: TextControl; text: string; start: number | null; end: number | null }
      | undefined;
    /** An Enter that ended a scan: its keyup is swallowed too. */
    let swallowEnterUp = false;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const now = Date.now();
      const quick = now - lastKeyAt < SCAN_KEY_GAP_MS;
      if (event.key === 'Enter') {
        const scanned = quick && code.length >= SCAN_MIN_LENGTH ? code : undefined;
        const field = typedInto;
        code = '';
        typedInto = undefined;
        lastKeyAt = Number.NEGATIVE_INFINITY;
        if (scanned === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        swallowEnterUp = true;
        if (field && document.activeElement === field.control) {
          putBack(field.control, field.text);
          try {
            field.control.setSelectionRange(field.start, field.end);
          } catch {
            // A field without a selection (a number field) keeps its caret where it is.
          }
        }
        latest.current(scanned);
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
        // Any other key (a Tab, an arrow, a shortcut) ends what was being typed.
        code = '';
        typedInto = undefined;
        lastKeyAt = Number.NEGATIVE_INFINITY;
        return;
      }
      if (!quick) {
        // A new burst: perhaps a scan. Remember the field it types into as it was.
        code = '';
        const control = textControl(document.activeElement);
        typedInto = control && {
          control,
          text: control.value,
          start: control.selectionStart,
          end: control.selectionEnd,
        };
      }
      code += event.key;
      lastKeyAt = now;
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !swallowEnterUp) return;
      swallowEnterUp = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // Capturing on the window: the scan's Enter is seen before any element's own handler.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, [isEnabled]);
}
