import { userEvent } from 'storybook/test';

/** Clicks like a user, then moves the pointer away and drops focus, so a screenshot shows the resting state. */
export async function press(element: HTMLElement): Promise<void> {
  await userEvent.click(element);
  await userEvent.unhover(element);
  element.blur();
}
