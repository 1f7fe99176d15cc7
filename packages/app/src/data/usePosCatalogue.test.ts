import { QueryClient } from '@tanstack/react-query';
import { createMemoryApi } from '@warehouse/domain/contract';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from './queryKeys';
import { readPosCatalogueOnTheWay } from './usePosCatalogue';

/** A screen: what it shows does not matter here. */
const Screen = () => null;

describe('Issue 18: the POS catalogue is read on the way to the POS', () => {
  it('the read starts as the move to /pos begins, before the screen’s code has loaded', async () => {
    const api = createMemoryApi();
    const read = vi.spyOn(api, 'listPosProducts');
    let screenLoaded = () => {};
    const router = createMemoryRouter(
      [
        { path: '/', Component: Screen },
        {
          path: '/pos',
          lazy: () =>
            new Promise((resolve) => {
              screenLoaded = () => resolve({ Component: Screen });
            }),
        },
        { path: '/sales', Component: Screen },
      ],
      { initialEntries: ['/'] },
    );
    const queryClient = new QueryClient();
    const stop = readPosCatalogueOnTheWay(router, '/pos', api, queryClient);

    await router.navigate('/sales');
    expect(read).not.toHaveBeenCalled();

    const moving = router.navigate('/pos');
    expect(read).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.posProducts)).toBeDefined());
    expect(router.state.location.pathname).toBe('/sales');
    screenLoaded();
    await moving;
    expect(router.state.location.pathname).toBe('/pos');

    // Stopped, a move to the POS reads nothing.
    stop();
    await router.navigate('/sales');
    await router.navigate('/pos');
    expect(read).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
