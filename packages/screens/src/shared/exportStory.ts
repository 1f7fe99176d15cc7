// Stories' side of a list's Export: where its files would come from, and the check that its menu
// offers both, as downloads.
import type { ExportFormat } from '@warehouse/domain/exports';
import { expect, userEvent, within } from 'storybook/test';

/** A list's export links as the app makes them, with `query` as their query string. */
export const exportHrefOf =
  (list: string, query = '') =>
  (format: ExportFormat) =>
    `/api/exports/${list}.${format}${query ? `?${query}` : ''}`;

/** Opens the Export menu named `label` and checks its two downloads go to `href`'s files. */
export async function expectExportMenu(
  canvas: HTMLElement,
  label: string,
  href: (format: ExportFormat) => string,
): Promise<void> {
  await userEvent.click(within(canvas).getByRole('button', { name: label }));
  const menu = within(await within(document.body).findByRole('menu', { name: label }));
  for (const [name, format] of [
    ['Export CSV', 'csv'],
    ['Export Excel', 'xlsx'],
  ] as const) {
    const item = menu.getByRole('menuitem', { name });
    await expect(item).toHaveAttribute('href', href(format));
    await expect(item).toHaveAttribute('download');
  }
}
