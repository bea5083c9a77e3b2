import { openapiDocument } from '@platform/contract';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3.1 document generated from the contract. */
export function registerOpenapiRoute(app: FastifyInstance): void {
  const document = JSON.stringify(openapiDocument());
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document),
  );
}
