import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { themeClass } from '@warehouse/ui';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';

type StoryParameters = { screenshot?: boolean };
const storyParameters = (context: unknown) =>
  (context as { story?: { parameters?: StoryParameters } }).story?.parameters;

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations]);
beforeAll(annotations.beforeAll);

beforeEach(() => {
  // No animation, transition or blinking caret in a snapshot.
  document.documentElement.dataset.reducedMotion = '';
});

/** Tall pages are captured up to this height (the browser window is sized to hold it unscaled). */
const MAX_SHOT_HEIGHT = 2400;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** After each story's play function and axe check: light and dark snapshots, and axe contrast in dark. */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const parameters = storyParameters(context);
  if (!parameters || parameters.screenshot === false) return;
  const root = document.documentElement;
  // The whole page, not only the first screenful: grow the viewport to the content's height.
  const contentHeight = Math.max(root.scrollHeight, document.body.scrollHeight);
  if (contentHeight > window.innerHeight)
    await page.viewport(window.innerWidth, Math.min(contentHeight, MAX_SHOT_HEIGHT));
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await document.fonts.ready;
  await nextFrame();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-light`);

  root.classList.replace(themeClass.light, themeClass.dark);
  root.dataset.theme = 'dark';
  root.style.colorScheme = 'dark';
  await nextFrame();
  const results = await axe.run(
    { include: [document.body], exclude: [['[data-live-announcer]']] },
    { runOnly: ['color-contrast'] },
  );
  const violations = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`),
  );
  expect(violations, 'axe colour contrast in the dark theme').toEqual([]);
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-dark`);
});
