import { describe, expect, it } from 'vitest';
import { createHttpApi } from './httpApi';

/** A fetch that records what it was asked and answers an empty page. */
function recordingFetch() {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    init.signal?.throwIfAborted();
    return new Response(JSON.stringify({ items: [], total: 0, nextCursor: null }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, fetch };
}

describe('The HTTP adapter (issue 18): a stale list request is cancelled', () => {
  it("sends a list query's filters in the URL and its signal to fetch, never as a filter", async () => {
    const { requests, fetch } = recordingFetch();
    const api = createHttpApi('/api', fetch);
    const controller = new AbortController();
    await api.listProducts({ search: 'cable', sort: 'price', descending: true, signal: controller.signal });
    expect(requests[0]?.url).toBe('/api/products?search=cable&sort=price&descending=true');
    expect(requests[0]?.init.signal).toBe(controller.signal);
  });

  it('a request whose signal is aborted is abandoned: the call rejects with the abort', async () => {
    const { fetch } = recordingFetch();
    const api = createHttpApi('/api', fetch);
    const controller = new AbortController();
    controller.abort();
    await expect(api.listSales({ search: 'sarah', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
