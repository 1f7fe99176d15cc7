import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type DialogAddress, useUrlDialog } from './useUrlDialog';

function Page({ address }: { address: DialogAddress }) {
  const [isOpen, setOpen] = useUrlDialog(address);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {isOpen && (
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      )}
    </>
  );
}

const byParam: DialogAddress = { param: 'add-rider' };
const byPath: DialogAddress = { path: '/inventory/add', closedPath: '/inventory' };

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/riders', element: <Page address={byParam} /> },
    { path: '/inventory', element: <Page address={byPath} /> },
    { path: '/inventory/add', element: <Page address={byPath} /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => `${window.location.pathname}${window.location.search}`;
const isOpen = () => screen.queryByRole('button', { name: 'Cancel' }) !== null;
const historyStep = (delta: number) =>
  act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlDialog: one convention for dialogs reachable by URL (issue 13)', () => {
  it('opening writes the URL (keeping the search), closing clears it', async () => {
    renderAt('/riders?q=ana');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(url()).toBe('/riders?q=ana&dialog=add-rider');
    expect(isOpen()).toBe(true);
    // Closing goes back over the entry opening added (twice pressed, it still goes back once).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(url()).toBe('/riders?q=ana');
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });

  it('Back closes the dialog and Forward opens it again', async () => {
    renderAt('/inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(url()).toBe('/inventory/add');
    await historyStep(-1);
    expect(url()).toBe('/inventory');
    expect(isOpen()).toBe(false);
    await historyStep(1);
    expect(url()).toBe('/inventory/add');
    expect(isOpen()).toBe(true);
  });

  it('a dialog opened by a link closes to the page beneath it, in place', async () => {
    const router = renderAt('/inventory/add');
    expect(isOpen()).toBe(true);
    const entries = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(url()).toBe('/inventory');
    expect(isOpen()).toBe(false);
    expect(window.history.length).toBe(entries);
    router.dispose();
  });
});
