import { storageKeys } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/apiClient.ts';
import { ApiError } from '../src/errors.ts';
import { exchangeHandoffCode } from '../src/handoffExchange.ts';
import { type ClientFixture, createClientFixture } from './support/clientFixture.ts';
import { sendJson, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

function clientWith(session: Record<string, string>): { client: ApiClient; fixture: ClientFixture } {
  const fixture = createClientFixture(session);
  return { client: createApiClient(fixture.options(server.baseUrl)), fixture };
}

function answerWithSession(username: string) {
  server.handle((_request, response) => {
    response.setHeader('id', 'handed-token');
    response.setHeader('vid', 'handed-vid');
    sendJson(response, 200, { status: true, data: { username } });
  });
}

describe('exchanging a sign-in handoff code', () => {
  it('POSTs the code and hands back the session and account without making it the tab session', async () => {
    const { client, fixture } = clientWith({});
    answerWithSession('attacker1');
    const handed = await exchangeHandoffCode(client, 'the-code');
    expect(server.lastRequest()).toMatchObject({ method: 'POST', path: '/api/f/v1/member/token/exchange' });
    expect(server.lastRequest().text).toContain('code=the-code');
    expect(handed).toEqual({ token: 'handed-token', vid: 'handed-vid', username: 'attacker1' });
    expect(fixture.storage.session.getItem(storageKeys.session.token)).toBeNull();
    expect(fixture.storage.session.getItem(storageKeys.session.vid)).toBeNull();
  });

  it("keeps a signed-in tab's own token and vid", async () => {
    const { client, fixture } = clientWith({
      [storageKeys.session.token]: 'mine',
      [storageKeys.session.vid]: 'my-vid',
    });
    answerWithSession('attacker1');
    await exchangeHandoffCode(client, 'the-code');
    expect(fixture.storage.session.getItem(storageKeys.session.token)).toBe('mine');
    expect(fixture.storage.session.getItem(storageKeys.session.vid)).toBe('my-vid');
  });

  it("rejects with the server's code when the code is refused, and stores nothing", async () => {
    const { client, fixture } = clientWith({});
    server.handle((_request, response) =>
      sendJson(response, 400, {
        status: false,
        data: { code: 'HANDOFF_CODE_INVALID', message: 'invalid', field: 'code' },
      }),
    );
    const failure = await exchangeHandoffCode(client, 'stale').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('HANDOFF_CODE_INVALID');
    expect(fixture.storage.session.getItem(storageKeys.session.token)).toBeNull();
  });
});
