import { CONTRACT_ROUTES, type WarehouseApi } from '@warehouse/domain/contract';
import { CONTRACT_SCHEMAS } from '@warehouse/domain/contract-schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const problem = {
  description: 'An RFC 9457 problem: `code` is the contract’s stable error code',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/** The API described from the route table and the request schemas, so it cannot drift from them. */
function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(CONTRACT_ROUTES) as (keyof WarehouseApi)[]) {
    const route = CONTRACT_ROUTES[name];
    const schemas = CONTRACT_SCHEMAS[name];
    const path = `/api${route.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: name,
      ...(route.path.includes(':id')
        ? { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }
        : {}),
      ...(schemas?.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: z.toJSONSchema(schemas.body) } },
            },
          }
        : {}),
      responses: {
        [route.status]: {
          description: route.status === 204 ? 'Done' : 'The result, as the contract gives it',
        },
        '400': problem,
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

/** `GET /api/openapi.json`. */
export function registerOpenApi(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
}
