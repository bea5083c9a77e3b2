import { locales } from '@platform/domain';
import type { TSchema } from 'typebox';
import type { EndpointDefinition } from './defineEndpoint.ts';
import { transportErrorCodes } from './defineEndpoint.ts';
import { consoleEndpoints } from './endpoints/consoleEndpoints.ts';
import { CONSOLE_PATH_PREFIX, CONSOLE_SESSION_COOKIE } from './endpoints/consoleVocabulary.ts';
import { endpoints } from './endpoints/index.ts';
import { errorCatalogue, errorCodes, errorMessage } from './errors/index.ts';
import { memberEventPayloads, STREAM_CLOSED_EVENT, StreamClosedPayload } from './memberEvents.ts';
import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './transport/bodyCodec.ts';
import { ErrorEnvelope, SessionInvalidEnvelope, SuccessEnvelope } from './transport/envelope.ts';
import { IDEMPOTENCY_KEY_PATTERN, requestHeaders } from './transport/headers.ts';

type JsonObject = Record<string, unknown>;

/** A plain JSON copy of a TypeBox schema (TypeBox keeps its bookkeeping non-enumerable, so this is exact). */
function plain(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

const commonHeaders = [
  { name: requestHeaders.device, in: 'header', required: true, schema: { type: 'string', const: '25' } },
  {
    name: requestHeaders.language,
    in: 'header',
    schema: { type: 'string', enum: ['zh-CN', 'zh-HK', 'en-US'] },
  },
  {
    name: requestHeaders.deviceNumber,
    in: 'header',
    schema: { type: 'string' },
    description: 'Device id h5-{ios|android|}-…',
  },
  {
    name: requestHeaders.siteCode,
    in: 'header',
    schema: { type: 'string' },
    description:
      'Sent by the sites whose config sets features.siteCodeHeader; other sites are resolved from Host',
  },
];

function queryParameters(query: TSchema | undefined): JsonObject[] {
  if (!query) return [];
  const schema = plain(query) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(endpoint: EndpointDefinition): JsonObject | undefined {
  switch (endpoint.encoding) {
    case 'none':
      return undefined;
    case 'multipart':
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    case 'form':
      return endpoint.body
        ? { required: true, content: { [FORM_CONTENT_TYPE]: { schema: plain(endpoint.body) } } }
        : undefined;
    case 'json':
      return endpoint.body
        ? { required: true, content: { [JSON_CONTENT_TYPE]: { schema: plain(endpoint.body) } } }
        : undefined;
    default:
      return endpoint.encoding satisfies never;
  }
}

function errorResponses(endpoint: EndpointDefinition): JsonObject {
  const codes = [...new Set([...transportErrorCodes, ...endpoint.errors])];
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = errorCatalogue[code].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: JsonObject = {};
  for (const [status, statusCodes] of [...byStatus].sort(([left], [right]) => left - right)) {
    responses[String(status)] = {
      description: `Error: ${statusCodes.join(', ')}`,
      content: { [JSON_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  if (endpoint.auth === 'member') {
    responses['401'] = {
      description: 'Session invalid or expired: data is exactly "token"',
      content: { [JSON_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/SessionInvalidEnvelope' } } },
    };
  }
  return responses;
}

const securityByAuth = {
  member: [{ sessionToken: [] }],
  streamTicket: [{ streamTicket: [] }],
  operator: [{ consoleSession: [] }],
  // Public calls say so explicitly (an empty list), so a reader never wonders whether a session is needed.
  public: [],
} satisfies Record<EndpointDefinition['auth'], JsonObject[]>;

/** The success response: the envelope, or a raw body described by the endpoint's response schema. */
function successResponse(endpoint: EndpointDefinition): JsonObject {
  if (!endpoint.rawResponse) {
    return {
      description: 'OK',
      content: { [JSON_CONTENT_TYPE]: { schema: plain(SuccessEnvelope(endpoint.response)) } },
    };
  }
  return {
    description: 'OK',
    content: { [endpoint.rawResponse.contentType]: { schema: plain(endpoint.response) } },
  };
}

/** The resume header an EventSource sends by itself when it reconnects. */
function streamHeaders(endpoint: EndpointDefinition): JsonObject[] {
  if (endpoint.rawResponse?.contentType !== 'text/event-stream') return [];
  return [
    {
      name: 'Last-Event-ID',
      in: 'header',
      schema: { type: 'string', maxLength: 40 },
      description: 'The id of the last event received: replay resumes after it',
    },
  ];
}

/** What an event stream's frames carry: each event name with the JSON schema of its `data`. */
function streamEvents(endpoint: EndpointDefinition): JsonObject {
  if (endpoint.rawResponse?.contentType !== 'text/event-stream') return {};
  const events = Object.fromEntries(
    Object.entries(memberEventPayloads).map(([name, payload]) => [name, plain(payload)]),
  );
  return { 'x-member-events': { ...events, [STREAM_CLOSED_EVENT]: plain(StreamClosedPayload) } };
}

function operation(endpoint: EndpointDefinition): JsonObject {
  // The console is its own client, not a member app: none of the member transport's headers apply to it.
  const transportHeaders = endpoint.path.startsWith(CONSOLE_PATH_PREFIX) ? [] : commonHeaders;
  const parameters = [...transportHeaders, ...queryParameters(endpoint.query), ...streamHeaders(endpoint)];
  if (endpoint.moneyMoving) {
    parameters.push({
      name: requestHeaders.idempotencyKey,
      in: 'header',
      required: true,
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    security: securityByAuth[endpoint.auth],
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses: { '200': successResponse(endpoint), ...errorResponses(endpoint) },
    'x-error-codes': endpoint.errors,
    ...streamEvents(endpoint),
  };
}

/** The OpenAPI 3.1 document of every endpoint in the contract. */
export function openapiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const everyEndpoint = [
    ...Object.values(endpoints),
    ...Object.values(consoleEndpoints),
  ] as EndpointDefinition[];
  for (const endpoint of everyEndpoint) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'White-label betting platform API',
      version: '1.0.0',
      description:
        'Every JSON response is { status, data }. POST/PUT bodies are form-wrapped unless the endpoint says JSON; see packages/contract/README.md.',
      license: {
        name: 'Proprietary (private repository, all rights reserved)',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    // Every white-label site serves the API on its own host, so the only server is the origin the app came from.
    servers: [{ url: '/', description: "The site's own origin" }],
    paths,
    components: {
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: requestHeaders.sessionToken },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: CONSOLE_SESSION_COOKIE,
          description: 'HttpOnly, SameSite=Strict cookie set by consoleSignIn (operators only)',
        },
        streamTicket: {
          type: 'apiKey',
          in: 'query',
          name: 'ticket',
          description: 'Single-use, ~30 s ticket from issueEventStreamTicket (never the session token)',
        },
      },
      schemas: {
        ErrorEnvelope: plain(ErrorEnvelope),
        SessionInvalidEnvelope: plain(SessionInvalidEnvelope),
      },
      'x-error-catalogue': Object.fromEntries(
        errorCodes.map((code) => [
          code,
          {
            httpStatus: errorCatalogue[code].httpStatus,
            messages: Object.fromEntries(locales.map((locale) => [locale, errorMessage(code, locale)])),
          },
        ]),
      ),
    },
  };
}
