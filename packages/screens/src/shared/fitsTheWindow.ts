import { expect, within } from 'storybook/test';

/**
 * A screen's story at a phone's or a tablet's size: its page heading shows, and nothing
 * scrolls sideways.
 */
export const fitsTheWindow =
  (heading: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  };
