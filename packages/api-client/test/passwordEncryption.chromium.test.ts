/**
 * The password encryption run by real Chromium's WebCrypto (research anchor 10: encrypt in the browser,
 * decrypt in Node with SHA-256). The module is served as JavaScript from a local HTTP server on 127.0.0.1,
 * which Chromium treats as a secure context, so `crypto.subtle` exists as it does on the https:// site.
 */

import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath, chromiumLaunchOptions } from '../../../test/chromium.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

const chromiumPresent = existsSync(chromiumExecutablePath);
if (!chromiumPresent)
  console.warn(`\n*** Chromium RSA test SKIPPED: no browser at ${chromiumExecutablePath} ***\n`);

describe.skipIf(!chromiumPresent)('password encryption in Chromium', () => {
  let browser: Browser;
  let server: TestServer;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  beforeAll(async () => {
    const source = readFileSync(new URL('../src/passwordEncryption.ts', import.meta.url), 'utf8');
    const script = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    // The page exposes the module on window; the test then drives it with page.evaluate.
    const page =
      '<!doctype html><title>rsa</title><script type="module">' +
      "import * as encryption from '/passwordEncryption.js'; window.passwordEncryption = encryption;</script>";
    server = await startTestServer();
    server.handle((request, response) => {
      const isScript = request.path === '/passwordEncryption.js';
      response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html' });
      response.end(isScript ? script : page);
    });
    browser = await chromium.launch(chromiumLaunchOptions);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('encrypts in the browser what node:crypto decrypts with OAEP SHA-256', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => 'passwordEncryption' in window);
    const password = `密码-${'🙂'.repeat(3)}-correct horse`;
    const before = Date.now();
    const ciphertexts = await page.evaluate(
      async ({ pem, value }) => {
        const module = (
          window as unknown as { passwordEncryption: typeof import('../src/passwordEncryption.ts') }
        ).passwordEncryption;
        const key = await module.importPasswordPublicKey(pem);
        return [await module.encryptPassword(value, key), await module.encryptPassword(value, key)];
      },
      { pem: publicKey, value: password },
    );
    const plaintexts = ciphertexts.map((ciphertext: string) =>
      JSON.parse(
        privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        ).toString('utf8'),
      ),
    );
    for (const plaintext of plaintexts) {
      expect(plaintext.v).toBe(password);
      expect(plaintext.n).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(plaintext.t).toBeGreaterThanOrEqual(before - 1000);
      expect(plaintext.t).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(plaintexts[0].n).not.toBe(plaintexts[1].n);
    await page.close();
  });
});
