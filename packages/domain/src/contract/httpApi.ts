// The data contract through HTTP: every call of WarehouseApi as a request to the server's /api,
// built from the calls' declarations. A problem the server answers with becomes the same contract
// error the call would have thrown in memory, so callers cannot tell the difference.
import { type CallDeclaration, callArguments, routePath } from './call';
import { CALLS, type CallName } from './calls';
import type { WarehouseApi } from './contract';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotencyKey';
import { errorOfProblem, PROBLEM_CONTENT_TYPE, type Problem } from './problem';

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

/** A read's query as its query string: what has a value, as text (a list of ids joined by commas). */
function queryString(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** `baseUrl` is where the API is ("/api" in the app); `fetch` is the browser's, or a test's. */
export function createHttpApi(baseUrl: string, fetch: Fetch): WarehouseApi {
  const call =
    (name: CallName) =>
    async (...args: unknown[]): Promise<unknown> => {
      const declaration: CallDeclaration = CALLS[name];
      const { id, input } = callArguments(declaration, args);
      const isRead = declaration.method === 'GET';
      // A read's query may carry a signal: it abandons the request, and is not sent.
      const { signal, ...query } = (isRead ? (input ?? {}) : {}) as { signal?: unknown };
      const abandon = signal instanceof AbortSignal ? signal : undefined;
      const body = isRead ? undefined : input;
      const url = routePath(declaration.path, id === undefined ? {} : { id }, queryString(query));
      const send = () =>
        fetch(`${baseUrl}${url}`, {
          method: declaration.method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(declaration.keyed ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          ...(abandon ? { signal: abandon } : {}),
        });
      // One key for the call, sent again with it: when the network drops a keyed write, it is
      // sent once more, and the server applies it once whether the first arrived or not.
      const key = declaration.keyed ? newIdempotencyKey() : '';
      const response = await send().catch((error: unknown) => {
        if (!declaration.keyed || abandon?.aborted) throw error;
        return send();
      });
      if (!response.ok) throw await failure(response);
      return response.status === 204 ? undefined : response.json();
    };
  return Object.fromEntries(
    (Object.keys(CALLS) as CallName[]).map((name) => [name, call(name)]),
  ) as unknown as WarehouseApi;
}
