import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  signIn,
  type TestApp,
} from './support/testApp.ts';

let testApp: TestApp;
let demoToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  demoToken = await signIn(testApp.app);
});
afterAll(() => testApp.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(token: string, content: Buffer, filename: string, contentType: string) {
  const boundary = '----testboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/f/v1/upload',
    payload,
    headers: { t: token, site_code: 'hgty', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('messages', () => {
  it('lists, counts, marks read and deletes only the member’s own messages', async () => {
    const list = (
      await postForm(
        testApp.app,
        '/api/findmed/v1/member/message/list',
        { page: 1, page_size: 2 },
        { token: demoToken },
      )
    ).json().data;
    expect(list.total).toBe(3);
    expect(list.list).toHaveLength(2);
    expect(
      (await get(testApp.app, '/api/findmed/v1/member/message/num', { token: demoToken })).json().data,
    ).toEqual({ unread: 3 });

    const stranger = await registerMember(testApp);
    const strangerTry = await postForm(
      testApp.app,
      '/api/findmed/v1/member/message/update',
      { ids: [list.list[0].id], action: 'delete' },
      { token: stranger.token },
    );
    expect(strangerTry.statusCode).toBe(404);
    // One foreign id in a batch and nothing changes, own ids included.
    const strangerList = (
      await postForm(testApp.app, '/api/findmed/v1/member/message/list', {}, { token: stranger.token })
    ).json().data;
    expect(strangerList.total).toBe(0);
    const mixed = await postForm(
      testApp.app,
      '/api/findmed/v1/member/message/update',
      { ids: [list.list[0].id, '00000000-0000-4000-8000-000000000000'], action: 'read' },
      { token: demoToken },
    );
    expect(mixed.statusCode).toBe(404);
    expect(
      (await get(testApp.app, '/api/findmed/v1/member/message/num', { token: demoToken })).json().data,
    ).toEqual({ unread: 3 });

    const read = await postForm(
      testApp.app,
      '/api/findmed/v1/member/message/update',
      { ids: [list.list[0].id], action: 'read' },
      { token: demoToken },
    );
    expect(read.json().data).toEqual({ updated: 1, unread: 2 });
    const removed = await postForm(
      testApp.app,
      '/api/findmed/v1/member/message/update',
      { ids: [list.list[1].id], action: 'delete' },
      { token: demoToken },
    );
    expect(removed.json().data).toEqual({ updated: 1, unread: 1 });
    const after = (
      await postForm(testApp.app, '/api/findmed/v1/member/message/list', {}, { token: demoToken })
    ).json().data;
    expect(after.total).toBe(2);
  });

  it('rejects bad update bodies with field-specific codes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ action: 'read' }, 'FIELD_REQUIRED', 'ids'],
      [{ ids: ['x'], action: 'burn' }, 'FIELD_INVALID', 'action'],
      [
        { ids: Array.from({ length: 101 }, (_, index) => `id${index}`), action: 'read' },
        'FIELD_INVALID',
        'ids',
      ],
    ];
    for (const [body, code, field] of cases) {
      const response = await postForm(testApp.app, '/api/findmed/v1/member/message/update', body as never, {
        token: demoToken,
      });
      expect(response.json().data, JSON.stringify(body)).toMatchObject({ code, field });
    }
  });
});

describe('upload and feedback', () => {
  it('accepts an image by its content, serves it back, and refuses other content and oversize files', async () => {
    const accepted = await upload(demoToken, PNG_1X1, 'pixel.png', 'image/png');
    expect(accepted.statusCode).toBe(200);
    const { id, url, contentType } = accepted.json().data;
    expect(contentType).toBe('image/png');
    const served = await testApp.app.inject({ method: 'GET', url, headers: { t: demoToken } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG_1X1)).toBe(0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const disguised = await upload(
      demoToken,
      Buffer.from('<script>alert(1)</script>'),
      'evil.png',
      'image/png',
    );
    expect(errorCodeOf(disguised)).toBe('UPLOAD_NOT_AN_IMAGE');
    const huge = await upload(
      demoToken,
      Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(errorCodeOf(huge)).toBe('UPLOAD_TOO_LARGE');
    const notMultipart = await postForm(testApp.app, '/api/f/v1/upload', { file: 'x' }, { token: demoToken });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('submits feedback with own images only, and shows it only to its author', async () => {
    const own = (await upload(demoToken, PNG_1X1, 'a.png', 'image/png')).json().data.id as string;
    const stranger = await registerMember(testApp);
    const theirs = (await upload(stranger.token, PNG_1X1, 'b.png', 'image/png')).json().data.id as string;

    const foreignImage = await postForm(
      testApp.app,
      '/api/findmed/v1/member/feedback/submit',
      { category: 'deposit', content: 'My deposit is late', imageIds: [own, theirs] },
      { token: demoToken },
    );
    expect(foreignImage.statusCode).toBe(404);
    const submitted = await postForm(
      testApp.app,
      '/api/findmed/v1/member/feedback/submit',
      { category: 'deposit', content: 'My deposit is late', imageIds: [own] },
      { token: demoToken },
    );
    const feedbackId = submitted.json().data.id as string;
    const list = (
      await postForm(testApp.app, '/api/findmed/v1/member/feedback/list', {}, { token: demoToken })
    ).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: feedbackId, status: 'submitted' }] });
    const detail = (
      await get(testApp.app, '/api/findmed/v1/member/feedback/detail', {
        token: demoToken,
        query: { id: feedbackId },
      })
    ).json().data;
    expect(detail.imageUrls).toEqual([`/api/f/v1/upload/image?id=${own}`]);
    const peek = await get(testApp.app, '/api/findmed/v1/member/feedback/detail', {
      token: stranger.token,
      query: { id: feedbackId },
    });
    expect(peek.statusCode).toBe(404);
    const tooShort = await postForm(
      testApp.app,
      '/api/findmed/v1/member/feedback/submit',
      { category: 'game', content: 'x' },
      { token: demoToken },
    );
    expect(tooShort.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'content' });
  });
});
