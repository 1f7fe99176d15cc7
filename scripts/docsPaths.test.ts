import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files and link to each other: a name that no longer exists is a doc that drifted.
// The repository's root: where vitest runs (its config is there).
const root = process.cwd();

const markdownIn = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownIn(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );

const documents = [
  'README.md',
  ...markdownIn('docs'),
  ...readdirSync(join(root, 'packages'))
    .map((name) => join('packages', name, 'README.md'))
    .filter((path) => existsSync(join(root, path))),
];

/** Links to other files (not to the web, an address in the app, or an anchor on the same page). */
const linksOf = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target) && !target.startsWith('/'));

/** What a build makes: named in the docs, there only once built. */
const BUILT = /(^|\/)(dist|storybook-static|test-results|node_modules)(\/|$)/;

/** Paths in the repository named in code spans: `packages/…`, `docs/…`, `scripts/…`, `e2e/…`. */
const pathsOf = (text: string) =>
  [...text.matchAll(/`((?:packages|docs|scripts|e2e)\/[\w./-]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[.,:;]$/, ''))
    .filter((path) => !path.includes('*') && !BUILT.test(path));

describe('Docs name only files that exist', () => {
  it.each(documents)('%s: every link and every path it names exists', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const missing = [
      ...linksOf(text).map((target) => relative(root, join(root, dirname(document), target))),
      ...pathsOf(text),
    ].filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
