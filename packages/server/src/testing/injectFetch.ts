import type { FastifyInstance } from 'fastify';

/**
 * A fetch that hands each request to the server in this process (no socket), for the HTTP adapter
 * in tests; `alwaysSent` headers go with every request (a signed-in page's cookie).
 */
export function injectFetch(app: FastifyInstance, alwaysSent: Record<string, string> = {}) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: init.method as 'GET',
      url,
      headers: { ...alwaysSent, ...(init.headers as Record<string, string>) },
      ...(init.body === undefined ? {} : { payload: init.body as string }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers,
    });
  };
}
