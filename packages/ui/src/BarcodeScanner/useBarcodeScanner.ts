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

/** Puts a field's caret at a place (a field without a caret, a number field, keeps its own). */
function caretAt(control: TextControl, at: number) {
  try {
    control.setSelectionRange(at, at);
  } catch {
    // No selection on this kind of field.
  }
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
 * button and submits no form), and a text field the burst began in keeps the text it had (the
 * burst's first key is taken back; the others are held out of it, and typed in after all when a
 * quick run of keys proves to be a person's). Keys typed by a person, slower, are left alone. Scans that follow each other closely
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
    let typedInto: { control: TextControl; text: string } | undefined;
    /**
     * The burst's keys after its first, kept out of the text field it began in (re-rendering a
     * search on each would slow the keys that follow); typed in after all when it is no scan.
     */
    let held = '';
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    /** An Enter that ended a scan: its keyup is swallowed too. */
    let swallowEnterUp = false;

    /** The burst was a person's after all: the held keys go into the field, at its caret. */
    const flush = () => {
      clearTimeout(flushTimer);
      const field = typedInto;
      if (held !== '' && field && document.activeElement === field.control) {
        const { control } = field;
        const start = control.selectionStart ?? control.value.length;
        const end = control.selectionEnd ?? start;
        putBack(control, control.value.slice(0, start) + held + control.value.slice(end));
        caretAt(control, start + held.length);
      }
      held = '';
    };
    const reset = () => {
      code = '';
      typedInto = undefined;
      held = '';
      clearTimeout(flushTimer);
      lastKeyAt = Number.NEGATIVE_INFINITY;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      // When the key came (a scanner's keys queue while the page is busy: the time they were
      // handled would split a scan), else now.
      const now = event.timeStamp || performance.now();
      const quick = now - lastKeyAt < SCAN_KEY_GAP_MS;
      if (event.key === 'Enter') {
        const scanned = quick && code.length >= SCAN_MIN_LENGTH ? code : undefined;
        if (scanned === undefined) {
          flush();
          reset();
          return;
        }
        const field = typedInto;
        reset();
        event.preventDefault();
        event.stopPropagation();
        swallowEnterUp = true;
        // The burst's first key went into the field: the field gets back what it had.
        if (field && document.activeElement === field.control && field.control.value !== field.text)
          putBack(field.control, field.text);
        latest.current(scanned);
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
        // Any other key (a Tab, an arrow, a shortcut) ends what was being typed.
        flush();
        reset();
        return;
      }
      if (!quick) {
        // A new burst: perhaps a scan. Remember the field it types into as it was.
        flush();
        code = '';
        const control = textControl(document.activeElement);
        typedInto = control && { control, text: control.value };
      } else if (typedInto && document.activeElement === typedInto.control) {
        event.preventDefault();
        held += event.key;
        clearTimeout(flushTimer);
        flushTimer = setTimeout(flush, SCAN_KEY_GAP_MS);
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
    // A press of the pointer ends what was being typed, as another key does: the held keys are
    // in their field before the press acts on it (a Complete Sale after a quickly typed amount).
    const onPointerDown = () => {
      flush();
      reset();
    };
    // Capturing on the window: the scan's Enter is seen before any element's own handler.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(flushTimer);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isEnabled]);
}
