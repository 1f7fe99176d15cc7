import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { URL_FOLLOW_DELAY_MS, useSearchParamState } from './useSearchParamState';

function SearchPage() {
  const [query, setQuery] = useSearchParamState('q');
  return <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />;
}

/** A search and a filter side by side, each kept in the URL (as Inventory's search and category). */
function SearchAndFilterPage() {
  const [query, setQuery] = useSearchParamState('q');
  const [category, setCategory] = useSearchParamState('category');
  return (
    <>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <input aria-label="Category" value={category} onChange={(event) => setCategory(event.target.value)} />
    </>
  );
}

/**
 * Holds back the router's render of a new URL while `held` is set: the router renders its updates as
 * transitions, and a transition waits for what it suspends on, as on a busy page.
 */
let held: { promise: Promise<void>; release: () => void } | null = null;
function HoldsBackNewUrls() {
  const [params] = useSearchParams();
  if (held && params.has('q')) use(held.promise);
  return null;
}
function holdBackNewUrls() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = {
    promise,
    release: () =>
      act(() => {
        held = null;
        release();
      }),
  };
  return held;
}

function renderApp(path = '/list') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      path: '/list',
      element: (
        <>
          <SearchPage />
          <HoldsBackNewUrls />
        </>
      ),
    },
    {
      path: '/both',
      element: (
        <>
          <SearchAndFilterPage />
          <HoldsBackNewUrls />
        </>
      ),
    },
    { path: '/other', element: <p>Other page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useSearchParamState: a search kept in the URL (§2.4)', () => {
  it('shows each keystroke at once; the URL follows when typing pauses', async () => {
    renderApp();
    type('ca');
    expect(box().value).toBe('ca');
    expect(window.location.search).toBe('');
    type('cab');
    await waitFor(() => expect(window.location.search).toBe('?q=cab'));
    expect(box().value).toBe('cab');
  });

  it('writes the URL at once when the user presses elsewhere (e.g. a menu link)', async () => {
    renderApp();
    type('lamp');
    fireEvent.pointerDown(document.body);
    await pause(20);
    expect(window.location.search).toBe('?q=lamp');
  });

  it('starts from the URL, and Back brings the text back', async () => {
    const router = renderApp('/list?q=desk');
    expect(box().value).toBe('desk');
    type('desk lamp');
    fireEvent.pointerDown(document.body);
    await act(() => router.navigate('/other'));
    expect(screen.getByText('Other page')).toBeTruthy();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box().value).toBe('desk lamp'));
  });

  it('lets a change of the URL from elsewhere win over what was typed', async () => {
    const router = renderApp();
    type('chair');
    await act(() => router.navigate('/list?q=table'));
    await waitFor(() => expect(box().value).toBe('table'));
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=table');
  });

  it('does not write what was typed over a change made in place (same history entry)', async () => {
    const router = renderApp();
    type('chair');
    await act(() => router.navigate('/list?q=table', { replace: true }));
    await waitFor(() => expect(box().value).toBe('table'));
    fireEvent.pointerDown(document.body);
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=table');
    expect(box().value).toBe('table');
  });

  it('keeps typing while the URL written before is still on its way (a busy page)', async () => {
    renderApp();
    const hold = holdBackNewUrls();
    type('sports');
    await pause(URL_FOLLOW_DELAY_MS + 50);
    // The address bar has it; the page has not rendered it yet.
    expect(window.location.search).toBe('?q=sports');
    type('no such product');
    expect(box().value).toBe('no such product');
    await hold.release();
    expect(box().value).toBe('no such product');
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=no+such+product');
    expect(box().value).toBe('no such product');
  });

  it('a URL written over before the page showed it does not hide a later change from elsewhere', async () => {
    const router = renderApp();
    const hold = holdBackNewUrls();
    type('x');
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=x');
    type('');
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('');
    await hold.release();
    // A link to what was once typed here: it is not taken for the write still remembered.
    await act(() => router.navigate('/list?q=x'));
    await waitFor(() => expect(box().value).toBe('x'));
  });

  it('Back wins over what was typed, even to the same value', async () => {
    const router = renderApp('/list?q=a');
    await act(() => router.navigate('/list?q=a'));
    type('typed');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box().value).toBe('a'));
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=a');
    expect(box().value).toBe('a');
  });

  it('a second value kept in the URL keeps the first, even before the page has rendered it', async () => {
    renderApp('/both');
    const hold = holdBackNewUrls();
    type('lamp');
    fireEvent.pointerDown(document.body);
    await pause(20);
    expect(window.location.search).toBe('?q=lamp');
    fireEvent.change(screen.getByRole('textbox', { name: 'Category' }), { target: { value: 'books' } });
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.search).toBe('?q=lamp&category=books');
    await hold.release();
    expect(box().value).toBe('lamp');
    expect(window.location.search).toBe('?q=lamp&category=books');
  });

  it('drops a pending write when the page is left first: another page’s URL is not changed', async () => {
    const router = renderApp();
    type('kettle');
    await act(() => router.navigate('/other'));
    await pause(URL_FOLLOW_DELAY_MS + 50);
    expect(window.location.pathname).toBe('/other');
    expect(window.location.search).toBe('');
  });
});
