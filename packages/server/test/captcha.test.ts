import { createHash, randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { ProofOfWorkChallenge } from '@platform/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  publicKeyOf,
  sealPassword,
  type TestApp,
} from './support/testApp.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunks of a PNG file, by type, in order. */
function pngChunks(file: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let offset = PNG_SIGNATURE.length; offset < file.length; ) {
    const length = file.readUInt32BE(offset);
    chunks.push({
      type: file.toString('latin1', offset + 4, offset + 8),
      data: file.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

/** The image's RGB scanlines, decompressed. */
function pixelsOf(file: Buffer): Buffer {
  return inflateSync(
    Buffer.concat(
      pngChunks(file)
        .filter((chunk) => chunk.type === 'IDAT')
        .map((chunk) => chunk.data),
    ),
  );
}

/** What a browser does for the proof-of-work path: try every number until the hash matches. */
function solve(challenge: ProofOfWorkChallenge): string {
  for (let candidate = 0; candidate <= challenge.maxNumber; candidate += 1) {
    const digest = createHash('sha256').update(`${challenge.salt}${candidate}`).digest('hex');
    if (digest === challenge.challenge) return String(candidate);
  }
  throw new Error('challenge has no solution');
}

describe('captcha', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const register = async (device: string, captcha: string): Promise<LightMyRequestResponse> =>
    postForm(
      testApp.app,
      '/api/f/v1/member/register',
      {
        username: `c${randomBytes(4).toString('hex')}`,
        password: sealPassword(await publicKeyOf(testApp.app), 'Secret123x'),
        captcha,
      },
      { device },
    );

  it('is a raster image carrying only pixels: no markup, no outlines, no text chunks', async () => {
    const device = 'h5--captcha-raster';
    const image = await get(testApp.app, '/api/findmed/v1/member/captcha', { device });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const file = image.rawPayload;
    expect(file.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // the old SVG's <path d="…"> outlines are what a script matched against the font
    expect(file.toString('latin1')).not.toMatch(/<svg|<path|\sd="/);
    expect(pngChunks(file).map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = pngChunks(file)[0]?.data as Buffer;
    const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
    expect(pixelsOf(file).length).toBe(height * (1 + width * 3));
    // and the answer it shows is accepted once
    const answer = testApp.captchaAnswers.get(device) ?? '';
    expect((await register(device, answer.toLowerCase())).statusCode).toBe(200);
  });

  it('draws every image afresh: the same device gets different pixels each time', async () => {
    const device = 'h5--captcha-fresh';
    const first = await get(testApp.app, '/api/findmed/v1/member/captcha', { device });
    const second = await get(testApp.app, '/api/findmed/v1/member/captcha', { device });
    const [left, right] = [pixelsOf(first.rawPayload), pixelsOf(second.rawPayload)];
    let differing = 0;
    for (let index = 0; index < left.length; index += 1) if (left[index] !== right[index]) differing += 1;
    expect(differing).toBeGreaterThan(left.length / 2);
  });

  it('offers a proof-of-work challenge instead; its solution is the captcha answer, accepted once', async () => {
    const device = 'h5--captcha-pow';
    const response = await get(testApp.app, '/api/f/v1/member/captcha/pow', { device });
    expect(response.statusCode).toBe(200);
    const challenge = (response.json() as { data: ProofOfWorkChallenge }).data;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256' });
    const answer = solve(challenge);

    expect((await register(device, answer)).statusCode).toBe(200);
    const replayed = await register(device, answer);
    expect(errorCodeOf(replayed)).toBe('CAPTCHA_INVALID');
  });

  it('refuses a wrong proof-of-work number, and a challenge without a device to bind it to', async () => {
    const device = 'h5--captcha-pow-wrong';
    const challenge = (
      (await get(testApp.app, '/api/f/v1/member/captcha/pow', { device })).json() as {
        data: ProofOfWorkChallenge;
      }
    ).data;
    const wrong = String((Number(solve(challenge)) + 1) % (challenge.maxNumber + 1));
    expect(errorCodeOf(await register(device, wrong))).toBe('CAPTCHA_INVALID');

    const unbound = await get(testApp.app, '/api/f/v1/member/captcha/pow', { headers: { device_no: '' } });
    expect(errorCodeOf(unbound)).toBe('FIELD_REQUIRED');
  });
});
