import { DEFAULT_LISTEN_HOST, isLoopbackAddress } from './network/loopback.ts';
import { ServerSecretsError, startServer } from './startServer.ts';

/**
 * `node --import tsx packages/server/src/main.ts`: opens PGlite (`.data/pglite`, or DATABASE_URL), migrates,
 * seeds the demo data for all five sites, and listens on PORT (default 8080) of HOST (default 127.0.0.1: this
 * machine only; `HOST=0.0.0.0` exposes it to the network on purpose); STATIC_DIR is the built app, CONSOLE_DIR the
 * built operator console;
 * TRUSTED_PROXIES (comma-separated addresses or CIDR ranges) names the load balancers in front, whose
 * `X-Forwarded-For` then gives the client's address.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST || DEFAULT_LISTEN_HOST;
const server = await startServer({
  port,
  host,
  databaseUrl: process.env.DATABASE_URL,
  pgliteDataDir: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
  seed: process.env.SEED !== 'false',
  demoPassword: process.env.DEMO_PASSWORD,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  staticDir: process.env.STATIC_DIR,
  consoleDir: process.env.CONSOLE_DIR,
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
}).catch((error: unknown) => {
  // the message names each variable to set; a stack trace would bury it
  if (!(error instanceof ServerSecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

// Reachable from other machines: say so, and keep the demo password (the same on every site) off the screen and
// out of whatever collects this output; whoever chose HOST also had to choose DEMO_PASSWORD (serverSecrets.ts).
const exposed = !isLoopbackAddress(host);
if (exposed) {
  console.warn(
    `\n!!! HOST=${host}: the API and the demo members are reachable from the NETWORK, not only this machine.` +
      '\n!!! Anyone who can reach it can try the demo logins; use SEED=false and a real DATABASE_URL for more than a demo.',
  );
}
console.log(
  `\nPlatform API on ${server.url} (${server.connection.kind})  OpenAPI: ${server.url}/api/openapi.json`,
);
// Chromium resolves every *.localhost name to loopback, and the app picks its site from the host.
const appUrl = (siteCode: string) => `http://${siteCode}.localhost:${port}/app/home`;
for (const login of server.logins) {
  const where = process.env.STATIC_DIR ? appUrl(login.siteCode) : `site_code: ${login.siteCode}`;
  const password = exposed ? '(password not printed: exposed to the network)' : login.password;
  console.log(`  ${login.siteCode.padEnd(6)} ${where.padEnd(40)} demo login ${login.username} / ${password}`);
}
// The operator console (or only its API when no console build is served), and its demo operators' sign-in:
// password, then a code from the printed secret.
if (server.operatorLogins.length > 0) {
  const consoleWhere = process.env.CONSOLE_DIR
    ? `Operator console: ${server.url}/console/`
    : `Operator console API: ${server.url}/api/console/v1`;
  console.log(
    `\n${consoleWhere}  (demo operators below; the code is \`oathtool --totp -b <secret>\` or any authenticator app with the secret)`,
  );
}
for (const login of server.operatorLogins) {
  const secrets = exposed
    ? '(password and TOTP secret not printed: exposed to the network)'
    : `${login.password}  TOTP secret ${login.twoStepSecret}`;
  console.log(`  ${login.username.padEnd(12)} ${login.scope.padEnd(36)} ${secrets}`);
}
