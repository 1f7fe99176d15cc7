import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where a dialog lives in the URL: a path of its own (the spec's `/inventory/add`), or `?dialog=name`. */
export type DialogAddress = { path: string; closedPath: string } | { param: string };

const DIALOG_PARAM = 'dialog';

/** Marks the history entry that opening the dialog added, so closing can go back over it. */
interface OpenedHere {
  dialogOpenedHere?: true;
}

/**
 * A dialog reachable by URL, the one convention for all of them: opening adds a history entry with
 * the dialog's address, closing (Cancel, Escape, a successful submit) leaves it, Back closes the
 * dialog and Forward opens it again. A dialog opened by a link or a reload closes to the page
 * beneath it, replacing the entry. Other search parameters (a search kept in the URL) stay.
 */
export function useUrlDialog(address: DialogAddress): [boolean, (isOpen: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const isOpen =
    'path' in address ? location.pathname === address.path : params.get(DIALOG_PARAM) === address.param;
  const openedHere = (location.state as OpenedHere | null)?.dialogOpenedHere === true;
  // The entry a close has already left: a second close before the URL changes (Cancel pressed
  // twice, a success and Escape) must not go back a second page.
  const closedEntry = useRef<string | null>(null);

  const setOpen = useCallback(
    (open: boolean) => {
      if (open === isOpen || (!open && closedEntry.current === location.key)) return;
      if (!open) closedEntry.current = location.key;
      const next = new URLSearchParams(location.search);
      if ('param' in address) {
        if (open) next.set(DIALOG_PARAM, address.param);
        else next.delete(DIALOG_PARAM);
      }
      const search = next.size > 0 ? `?${next}` : '';
      const pathname = 'path' in address ? (open ? address.path : address.closedPath) : location.pathname;
      if (open) navigate({ pathname, search }, { state: { dialogOpenedHere: true } satisfies OpenedHere });
      else if (openedHere) navigate(-1);
      else navigate({ pathname, search }, { replace: true });
    },
    [address, isOpen, location.key, location.pathname, location.search, navigate, openedHere],
  );
  return [isOpen, setOpen];
}
