import { consoleEndpoints, requestHeaders } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.ts';
import { createConsoleClient } from './consoleClient.ts';

type Sent = { url: string; init: RequestInit };

function clientAnswering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const onSessionInvalid = vi.fn();
  const call = createConsoleClient({
    baseUrl: 'http://localhost:8080',
    getLocale: () => 'en-US',
    onSessionInvalid,
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { call, sent, onSessionInvalid };
}

describe('the console client', () => {
  it('sends a read with its query and language, the cookie left to the browser, and answers the data', async () => {
    const { call, sent } = clientAnswering(200, { status: true, data: { siteCode: 'hgty' } });
    await expect(call('consoleMoneyQueues', { query: { siteCode: 'hgty' } })).resolves.toEqual({
      siteCode: 'hgty',
    });
    expect(sent[0]?.url).toBe(
      `http://localhost:8080${consoleEndpoints.consoleMoneyQueues.path}?siteCode=hgty`,
    );
    expect(sent[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(sent[0]?.init.headers).toEqual({ [requestHeaders.language]: 'en-US' });
  });

  it('sends a decision as JSON with the idempotency key it is given', async () => {
    const { call, sent } = clientAnswering(200, { status: true, data: { changed: true } });
    const body = { orderId: '00000000-0000-4000-8000-000000000001', decision: 'approved' as const };
    await call('consoleDecideDeposit', { body, idempotencyKey: 'decision-key-0001' });
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
    expect(sent[0]?.init.headers).toMatchObject({
      'content-type': 'application/json',
      [requestHeaders.idempotencyKey]: 'decision-key-0001',
    });
  });

  it('rejects with the server’s refusal, and reports an ended session to the console', async () => {
    const refused = clientAnswering(404, {
      status: false,
      data: { code: 'CONSOLE_NOT_FOUND', message: 'No' },
    });
    const error = await refused.call('consoleMemberDetail', { query: { memberId: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.httpStatus]).toEqual(['CONSOLE_NOT_FOUND', 404]);
    expect(refused.onSessionInvalid).not.toHaveBeenCalled();

    const ended = clientAnswering(401, {
      status: false,
      data: { code: 'CONSOLE_SESSION_INVALID', message: 'Sign in' },
    });
    await expect(ended.call('consoleSession')).rejects.toBeInstanceOf(ApiError);
    expect(ended.onSessionInvalid).toHaveBeenCalledOnce();
  });
});
