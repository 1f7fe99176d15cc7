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

describe('The HTTP adapter (issue 35): a keyed write is sent with its key, and once more if the network drops it', () => {
  const adjustment = {
    itemId: 'P010',
    binId: 'A-1-1',
    kind: 'adjustment' as const,
    quantity: '-1',
    reason: 'Damaged',
  };

  it('a stock adjustment goes with an Idempotency-Key; a read goes without', async () => {
    const { requests, fetch } = recordingFetch();
    const api = createHttpApi('/api', fetch);
    await api.adjustStock(adjustment).catch(() => {});
    await api.listProducts({});
    const headers = requests.map((request) => new Headers(request.init.headers).get('idempotency-key'));
    expect(headers[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(headers[1]).toBeNull();
  });

  it('when the first send fails in the network, the same key is sent again, once', async () => {
    const keys: (string | null)[] = [];
    const fetch = async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    };
    await expect(createHttpApi('/api', fetch).adjustStock(adjustment)).resolves.toBeUndefined();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a read that fails in the network is not sent again', async () => {
    let sent = 0;
    const fetch = async () => {
      sent += 1;
      throw new TypeError('Failed to fetch');
    };
    await expect(createHttpApi('/api', fetch).listProducts({})).rejects.toThrow('Failed to fetch');
    expect(sent).toBe(1);
  });
});
