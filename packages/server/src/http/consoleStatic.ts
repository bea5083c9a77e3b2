import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the operator console is served: its own path beside the member app, on the same origin as its API. */
export const CONSOLE_URL_PREFIX = '/console/';

/**
 * Serves the built operator console (packages/console/dist) at /console/: its hashed assets immutable, and every
 * other path under /console/ the console's index.html (SPA fallback; the console's router reads the path), never
 * stored (a new build is picked up, and no console page stays in a cache). Its security headers are the console's
 * own (securityHeaders.ts, headersOnConsolePages).
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(consoleDir, 'assets'),
    prefix: `${CONSOLE_URL_PREFIX}assets/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => response.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const indexFile = join(consoleDir, 'index.html');
  app.get('/console', (_request, reply) => reply.redirect(CONSOLE_URL_PREFIX));
  app.get(`${CONSOLE_URL_PREFIX}*`, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexFile)),
  );
}
