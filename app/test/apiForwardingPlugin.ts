import { request } from 'node:http';
import type { Plugin } from 'vite';
import { referenceApiOriginVariable } from './referenceApiState.ts';

const forwardedPrefixes = ['/api/', '/site-assets/', '/demo-assets/'];

/**
 * Makes the reference API same-origin for the app under test, as `npm start` does: requests for its paths are
 * piped, unchanged, to the in-process server over real HTTP (no mocked fetch anywhere).
 */
export function apiForwardingPlugin(): Plugin {
  return {
    name: 'app-test-api-forwarding',
    configureServer(server) {
      server.middlewares.use((incoming, outgoing, next) => {
        const url = incoming.url ?? '';
        const origin = process.env[referenceApiOriginVariable];
        if (origin === undefined || !forwardedPrefixes.some((prefix) => url.startsWith(prefix))) {
          next();
          return;
        }
        const target = new URL(origin);
        const upstream = request(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', next);
        incoming.pipe(upstream);
      });
    },
  };
}
