// The data contract through HTTP: every call of WarehouseApi as a request to the server's /api,
// built from the one route table. A problem the server answers with becomes the same contract
// error the call would have thrown in memory, so callers cannot tell the difference.
import type { WarehouseApi } from './contract';
import { IDEMPOTENCY_KEY_HEADER, KEYED_CALLS, newIdempotencyKey } from './idempotencyKey';
import { errorOfProblem, PROBLEM_CONTENT_TYPE, type Problem } from './problem';
import { CONTRACT_ROUTES, routePath } from './routes';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A failure that is not the contract's (the server down, a 500): its status and what it said. */
class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

async function failure(response: Response): Promise<Error> {
  const isProblem = response.headers.get('content-type')?.includes(PROBLEM_CONTENT_TYPE);
  if (!isProblem) return new HttpError(response.status, `The server answered ${response.status}`);
  const problem = (await response.json()) as Problem;
  return errorOfProblem(problem) ?? new HttpError(response.status, problem.detail);
}

/** `baseUrl` is where the API is ("/api" in the app); `fetch` is the browser's, or a test's. */
export function createHttpApi(baseUrl: string, fetch: Fetch): WarehouseApi {
  const call =
    (name: keyof WarehouseApi) =>
    async (...args: unknown[]): Promise<unknown> => {
      const route = CONTRACT_ROUTES[name];
      const { params, query, body, signal } = (
        route.toRequest as (...a: unknown[]) => {
          params?: Record<string, string>;
          query?: Record<string, string>;
          body?: unknown;
          signal?: AbortSignal;
        }
      )(...args);
      const keyed = KEYED_CALLS.has(name);
      const send = () =>
        fetch(`${baseUrl}${routePath(route.path, params, query)}`, {
          method: route.method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(keyed ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          ...(signal ? { signal } : {}),
        });
      // One key for the call, sent again with it: when the network drops a keyed write, it is
      // sent once more, and the server applies it once whether the first arrived or not.
      const key = keyed ? newIdempotencyKey() : '';
      const response = await send().catch((error: unknown) => {
        if (!keyed || signal?.aborted) throw error;
        return send();
      });
      if (!response.ok) throw await failure(response);
      return response.status === 204 ? undefined : response.json();
    };
  return Object.fromEntries(
    Object.keys(CONTRACT_ROUTES).map((name) => [name, call(name as keyof WarehouseApi)]),
  ) as unknown as WarehouseApi;
}
