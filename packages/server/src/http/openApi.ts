import {
  CALLS,
  type CallDeclaration,
  type CallName,
  successStatus,
  takesId,
} from '@warehouse/domain/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const problem = {
  description: 'An RFC 9457 problem: `code` is the contract’s stable error code',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/** A read's query as OpenAPI parameters: one per field of its schema. */
function queryParameters(declaration: CallDeclaration) {
  if (declaration.method !== 'GET' || !declaration.input) return [];
  const schema = z.toJSONSchema(declaration.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The API described from the calls' declarations, so it cannot drift from them. */
function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(CALLS) as CallName[]) {
    const declaration: CallDeclaration = CALLS[name];
    const path = `/api${declaration.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`;
    const status = successStatus(declaration);
    paths[path] ??= {};
    paths[path][declaration.method.toLowerCase()] = {
      operationId: name,
      parameters: [
        ...(takesId(declaration)
          ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
          : []),
        ...queryParameters(declaration),
      ],
      ...(declaration.method !== 'GET' && declaration.input
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(declaration.input, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      responses: {
        [status]: declaration.output
          ? {
              description: 'The result, as the contract gives it',
              content: {
                'application/json': {
                  schema: z.toJSONSchema(declaration.output, { unrepresentable: 'any' }),
                },
              },
            }
          : { description: 'Done' },
        '400': problem,
        '403': problem,
        '404': problem,
        '409': problem,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Warehouse API',
      version: '1.0.0',
      description: 'The data contract of the Warehouse back office.',
    },
    paths,
    components: {
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'detail', 'code'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            code: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
            notice: { type: 'object' },
          },
        },
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string,
  );

/** A readable reference of the same document: each call, its route, its request body and its answers. */
function referencePage(document: ReturnType<typeof openApiDocument>): string {
  const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const { operationId, requestBody, responses } = operation as {
        operationId: string;
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string }>;
      };
      const body = requestBody?.content['application/json']?.schema;
      return `<section id="${operationId}"><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code> ${operationId}</h2>
${body ? `<h3>Request body</h3><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ''}
<h3>Answers</h3><ul>${Object.entries(responses)
        .map(([status, { description }]) => `<li><code>${status}</code> ${escapeHtml(description)}</li>`)
        .join('')}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Warehouse API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{background:#f4f4f5;padding:.75rem;overflow:auto}h2{font-size:1.05rem;margin-top:2rem}</style>
</head><body><h1>Warehouse API</h1><p>${escapeHtml(document.info.description)} Errors are RFC 9457 problems
(<code>application/problem+json</code>) with a stable <code>code</code>. Machine-readable:
<a href="/api/openapi.json">/api/openapi.json</a>.</p>${calls.join('\n')}</body></html>`;
}

/** `GET /api/openapi.json` and its readable reference, `GET /api/docs`. */
export function registerOpenApi(app: FastifyInstance) {
  const document = openApiDocument();
  const page = referencePage(document);
  app.get('/api/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
