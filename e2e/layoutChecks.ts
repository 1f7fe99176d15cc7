import type { Page } from '@playwright/test';

/** How far the page scrolls sideways (0: it fits the window). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Texts inside `main` drawn over one another ("no text overlapping another element's
 * box"). Each text is measured as drawn: its glyph boxes, cut to what the boxes that clip it let
 * show (a truncated text ends at its ellipsis). Texts under an element with `aria-hidden` and
 * screen-reader-only texts (a pixel wide) are not drawn for anyone and are left out. What sticks
 * (a table's header and first column, a bar along the window's edge) passes over the page by
 * design: it is compared only with what sticks with it.
 */
export const overlappingTexts = (page: Page) =>
  page.evaluate(() => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const clipOf = new Map<Element, Box>();
    const everything: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    /** The part of the page an element's content can show in: its clipping ancestors' boxes. */
    const clip = (element: Element | null): Box => {
      if (!element || element === document.body) return everything;
      const known = clipOf.get(element);
      if (known) return known;
      const style = getComputedStyle(element);
      const own = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      const box = own
        ? intersect(clip(element.parentElement), element.getBoundingClientRect())
        : clip(element.parentElement);
      clipOf.set(element, box);
      return box;
    };
    const layerOf = new Map<Element, Element | null>();
    /** The nearest element that sticks (sticky or fixed), which the text moves with. */
    const layer = (element: Element | null): Element | null => {
      if (!element || element === document.body) return null;
      const known = layerOf.get(element);
      if (known !== undefined) return known;
      const { position } = getComputedStyle(element);
      const found = position === 'sticky' || position === 'fixed' ? element : layer(element.parentElement);
      layerOf.set(element, found);
      return found;
    };
    const main = document.querySelector('main');
    if (!main) return [];
    const texts: { box: Box; text: string; element: Element; layer: Element | null }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('[aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = intersect(rect, clip(element));
        if (box.right - box.left > 1.5 && box.bottom - box.top > 1.5)
          texts.push({ box, text, element, layer: layer(element) });
      }
    }
    const found: string[] = [];
    const SLACK = 1; // glyph boxes of neighbouring lines may touch
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i] as (typeof texts)[number];
        const b = texts[j] as (typeof texts)[number];
        if (a.element === b.element || a.layer !== b.layer) continue;
        const over = intersect(a.box, b.box);
        if (over.right - over.left > SLACK && over.bottom - over.top > SLACK)
          found.push(`“${a.text.slice(0, 40)}” over “${b.text.slice(0, 40)}”`);
      }
    }
    return found;
  });

/**
 * Texts in `main` squeezed so narrow that a word breaks across lines (a title a letter per line):
 * a text drawn on more lines than it has words.
 */
export const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? '';
      if (!text || node.parentElement?.closest('[aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)),
      );
      if (lines.size > text.split(/\s+/).length) found.push(`“${text.slice(0, 40)}” on ${lines.size} lines`);
    }
    return found;
  });

/**
 * Controls a finger can miss (at least 44 × 44 px on a phone): buttons, links, fields,
 * tabs and switches in the top bar and the page, measured where they can be pressed. A checkbox
 * or switch is pressed by its label, so the label is measured.
 */
export const smallTargets = (page: Page, minimum = 44) =>
  page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), textarea, select, [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="button"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`header ${selector}, main ${selector}`)) {
      // A field's input sits inside its bordered box, which is what a finger aims at.
      const fieldBox = element.parentElement;
      const inBorderedBox =
        (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') &&
        fieldBox !== null &&
        Number.parseFloat(getComputedStyle(fieldBox).borderTopWidth) > 0;
      const target = element.closest('label') ?? (inBorderedBox ? fieldBox : element);
      const box = target.getBoundingClientRect();
      // Not drawn (a screen-reader-only input inside its label is measured by the label).
      if (box.width < 2 || box.height < 2 || target.closest('[aria-hidden="true"]')) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        found.push(
          `${element.tagName.toLowerCase()} “${name}” is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
        );
      }
    }
    return found;
  }, minimum);

/**
 * Placeholders drawn cut ("Search by name, SK", the top bar's "Search i"): an empty
 * field's placeholder, as drawn in the field's font, wider than the room the field gives its text.
 * A placeholder not drawn in the field (transparent: the field shows it whole above) is left out.
 */
export const cutPlaceholders = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure placeholders with'];
    const found: string[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'header [placeholder], main [placeholder]',
    )) {
      const box = field.getBoundingClientRect();
      if (field.value !== '' || box.width < 2 || box.height < 2) continue;
      const drawn = getComputedStyle(field, '::placeholder');
      if (drawn.color === 'rgba(0, 0, 0, 0)' || drawn.color === 'transparent') continue;
      context.font = `${drawn.fontStyle} ${drawn.fontWeight} ${drawn.fontSize} ${drawn.fontFamily}`;
      const width = context.measureText(field.placeholder).width;
      const style = getComputedStyle(field);
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (width > room + 0.5)
        found.push(
          `placeholder “${field.placeholder}” is cut: ${Math.round(width)} px in ${Math.round(room)} px`,
        );
    }
    return found;
  });

/**
 * What a table hides without saying so, in every grid in `main`: a cell's text wider
 * than the room its cell gives it that does not end in an ellipsis, a status badge narrower than
 * its text or cut by its cell (in a card too), and a row's action (the Actions column) outside
 * the part of the table in view, or outside the window.
 */
export const tableProblems = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return found;
    const short = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible';
    };
    for (const grid of main.querySelectorAll<HTMLElement>('[role="grid"]')) {
      const name = grid.getAttribute('aria-label') ?? 'table';
      const cells = grid.querySelectorAll<HTMLElement>('tbody [role="gridcell"], tbody th[scope="row"]');
      for (const cell of cells) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          const element = node.parentElement;
          if (!node.textContent?.trim() || !element || element.closest('[aria-hidden="true"]')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          // The room it has: its cell's (its padding too: what is drawn there is seen), narrowed by
          // every box between that clips.
          let left = -Infinity;
          let right = Infinity;
          let clipper: Element | null = null;
          for (let box: Element | null = element; box && cell.contains(box); box = box.parentElement) {
            if (!clips(box)) continue;
            const rect = box.getBoundingClientRect();
            const style = getComputedStyle(box);
            const inner = rect.left + Number.parseFloat(style.borderLeftWidth);
            const innerRight = rect.right - Number.parseFloat(style.borderRightWidth);
            if (innerRight < right) {
              right = innerRight;
              clipper = box;
            }
            left = Math.max(left, inner);
          }
          if (text.right <= right + 0.5 && text.left >= left - 0.5) continue;
          // Cut, which is fine only where the box that cuts it draws an ellipsis (a block box: a flex
          // or grid box draws none for its text).
          const style = clipper ? getComputedStyle(clipper) : null;
          const drawsEllipsis =
            style !== null &&
            style.textOverflow === 'ellipsis' &&
            !/flex|grid/.test(style.display) &&
            clipper === element;
          if (!drawsEllipsis)
            found.push(`${name}: “${short(node.textContent)}” is cut in its cell without an ellipsis`);
        }
      }
      // The Actions column's controls, in the rows in view: inside the table's view and the window.
      const frame = grid.parentElement;
      const actionsHeader = [...grid.querySelectorAll('thead th')].find(
        (th) => th.textContent?.trim() === 'Actions',
      );
      const col = actionsHeader?.getAttribute('data-col');
      if (frame && col != null) {
        const view = frame.getBoundingClientRect();
        const viewRight = view.left + frame.clientLeft + frame.clientWidth;
        for (const cell of grid.querySelectorAll<HTMLElement>(`tbody td[data-col="${col}"]`)) {
          const rowBox = cell.getBoundingClientRect();
          if (rowBox.bottom <= view.top || rowBox.top >= view.bottom) continue;
          for (const control of cell.querySelectorAll<HTMLElement>('button, a[href]')) {
            const box = control.getBoundingClientRect();
            const label = control.getAttribute('aria-label') ?? short(control.textContent);
            if (
              box.width < 1 ||
              box.left < view.left - 0.5 ||
              box.right > viewRight + 0.5 ||
              box.right > window.innerWidth
            )
              found.push(`${name}: the action “${label}” is out of view`);
          }
        }
      }
    }
    // Badges (every tone-coloured label in the page): never narrower than their text, never cut.
    for (const badge of main.querySelectorAll<HTMLElement>('[data-tone]')) {
      const box = badge.getBoundingClientRect();
      if (box.width < 1) continue;
      if (badge.scrollWidth > badge.clientWidth + 0.5) {
        found.push(`badge “${short(badge.textContent)}” is narrower than its text`);
        continue;
      }
      const holder = badge.closest('[role="gridcell"], th, li, [role="row"]') ?? badge.parentElement;
      for (
        let box2: Element | null = badge.parentElement;
        box2 && holder?.contains(box2);
        box2 = box2.parentElement
      ) {
        if (!clips(box2)) continue;
        const rect = box2.getBoundingClientRect();
        if (box.left < rect.left - 0.5 || box.right > rect.right + 0.5) {
          found.push(`badge “${short(badge.textContent)}” is cut`);
          break;
        }
      }
    }
    return found;
  });
