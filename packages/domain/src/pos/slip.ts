// A printed slip's lines (a receipt, a Z report): fixed-width text an 80 mm printer fits in its
// standard font, the same on screen, on paper and in a PDF.

/** Characters on a slip's line. */
export const SLIP_WIDTH = 42;

/** A line across the slip. */
export const slipRule = '-'.repeat(SLIP_WIDTH);

/** Text centred on a line (cut to fit). */
export function slipCentred(text: string): string {
  const cut = text.slice(0, SLIP_WIDTH);
  return ' '.repeat(Math.floor((SLIP_WIDTH - cut.length) / 2)) + cut;
}

/** A label on the left and a value on the right; a label too long is cut to leave room. */
export function slipRow(label: string, value: string): string {
  const room = SLIP_WIDTH - value.length - 1;
  const left = label.length > room ? `${label.slice(0, Math.max(0, room - 1))}…` : label;
  return `${left}${' '.repeat(SLIP_WIDTH - left.length - value.length)}${value}`;
}

/** Long text broken into lines of the slip's width, at spaces where it can. */
export function slipWrapped(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : `${indent}${word}`;
    if (next.length > SLIP_WIDTH && line) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((each) => each.slice(0, SLIP_WIDTH));
}

/** A moment in the business's time zone: "Nov 27, 2026, 2:03 PM" (UTC if the zone is unknown). */
export function slipTime(iso: string, timezone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at);
  }
}
