import { readFileSync } from 'node:fs';
import { locales } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { contractLanguages } from './contractStrings.ts';
import { endpoints } from './endpoints/index.ts';
import { errorCatalogue, errorCodes, noticeNames } from './errors/index.ts';
import { memberEventNames, STREAM_CLOSED_EVENT } from './memberEvents.ts';
import { openapiDocument } from './openapi.ts';

describe('OpenAPI document', () => {
  it('the committed openapi.json is current (regenerate: node --import tsx packages/contract/src/writeOpenapi.ts)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(openapiDocument())));
  });

  it('has one operation per endpoint at its exact path and method', () => {
    const document = openapiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.name);
    }
  });

  it('declares the member event stream as text/event-stream, opened with a ticket, with every event it sends', () => {
    const document = openapiDocument() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const stream = document.paths[endpoints.memberEventStream.path]?.get as {
      security: unknown;
      parameters: { name: string; in: string }[];
      responses: Record<string, { content: Record<string, unknown> }>;
      'x-member-events': Record<string, unknown>;
    };
    expect(Object.keys(stream.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream.security).toEqual([{ streamTicket: [] }]);
    expect(stream.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ticket', in: 'query' }),
        expect.objectContaining({ name: 'lastEventId', in: 'query' }),
        expect.objectContaining({ name: 'Last-Event-ID', in: 'header' }),
      ]),
    );
    expect(Object.keys(stream['x-member-events']).sort()).toEqual(
      [...memberEventNames, STREAM_CLOSED_EVENT].sort(),
    );
  });
});

describe('endpoints and catalogue', () => {
  it('every endpoint has a unique method and path, and lists only catalogued error codes', () => {
    const seen = new Set<string>();
    for (const endpoint of Object.values(endpoints)) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      for (const code of endpoint.errors) expect(errorCatalogue, code).toHaveProperty(code);
    }
  });

  it('every spec §7 call is present at its exact path and method', () => {
    const table = [
      'GET /api/findmed/v1/member/token',
      'GET /api/findmed/v1/member/balance',
      'GET /api/findmed/v1/member/vips',
      'GET /api/findmed/v1/member/vips/list',
      'GET /api/findmed/v1/game/list',
      'GET /api/f/v1/member/preInfo',
      'GET /api/game/walletlist',
      'POST /api/service/sms',
      'POST /api/findmed/v1/member/updatepassword',
      'POST /api/findmed/v1/member/forgetpassword',
      'GET /api/findmed/v1/member/tree',
      'GET /api/findmed/v1/member/captcha',
      'GET /api/findmed/v1/member/phoneArea',
      'GET /api/findmed/v1/promo/detail',
      'POST /api/f/v1/upload',
      'GET /api/f/v1/withdraw/password/config',
      'GET /api/findmed/v1/md',
      'POST /api/f/v1/member/login/mpe',
      'POST /api/findmed/v1/match/recommend/list',
      'POST /api/findmed/v1/member/message/list',
      'GET /api/findmed/v1/member/message/num',
      'POST /api/findmed/v1/member/message/update',
      'POST /api/findmed/v1/heartbeat',
      ...[
        'content',
        'list_group',
        'list',
        'member_record',
        'list/receive',
        'active/receive',
        'list/one_receive',
        'tag',
      ].map((name) => `POST /api/findmed/v1/task/conter/${name}`),
    ];
    const present = new Set(
      Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    for (const call of table) expect(present.has(call), call).toBe(true);
  });

  it('task-centre calls are JSON and every other POST body is form-wrapped or multipart', () => {
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.path.includes('/task/conter/')) expect(endpoint.encoding, endpoint.name).toBe('json');
      else if (endpoint.method === 'POST')
        expect(['form', 'multipart'], endpoint.name).toContain(endpoint.encoding);
      else expect(endpoint.encoding, endpoint.name).toBe('none');
    }
  });

  it('every error code and notice has a message in every language', () => {
    for (const locale of locales) {
      const strings = contractLanguages[locale];
      for (const code of errorCodes) expect(strings.errors[code].trim(), `${code} ${locale}`).not.toBe('');
      for (const name of noticeNames) expect(strings.notices[name].trim(), `${name} ${locale}`).not.toBe('');
      expect(Object.keys(strings.errors).sort(), locale).toEqual([...errorCodes].sort());
    }
  });
});
