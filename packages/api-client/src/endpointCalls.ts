import type {
  BodyObject,
  EndpointBody,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  EndpointRoute,
  Endpoints,
} from '@platform/contract';
import { endpointRouteOf } from './endpointRouteTable.ts';
import type { RetryClass } from './retryPolicy.ts';
import type { QueryValue, Transport } from './transport.ts';

/**
 * The arguments of one endpoint, derived from its TypeBox schemas:
 * `query` when it declares a query, `body` when it declares a body (a FormData for multipart uploads, which
 * declare none), and an optional `idempotencyKey` that money-moving endpoints send (made fresh when absent).
 */
type QueryArgument<Endpoint> =
  EndpointQuery<Endpoint> extends undefined
    ? { readonly query?: undefined }
    : { readonly query: EndpointQuery<Endpoint> };
type BodyArgument<Endpoint> =
  EndpointBody<Endpoint> extends undefined
    ? { readonly body?: FormData }
    : { readonly body: EndpointBody<Endpoint> };

export type CallArguments<Name extends EndpointName> = QueryArgument<Endpoints[Name]> &
  BodyArgument<Endpoints[Name]> & {
    /** Money-moving endpoints only: the key of this member intent; pass the same one to retry it. */
    readonly idempotencyKey?: string;
    /** Cancels the call (e.g. TanStack Query's `signal` for a query nobody needs any more). */
    readonly signal?: AbortSignal;
  };

/** The argument list: optional when the endpoint needs neither query nor body. */
export type CallArgumentList<Name extends EndpointName> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "an object with no required key" here.
  {} extends CallArguments<Name>
    ? [callArguments?: CallArguments<Name>]
    : [callArguments: CallArguments<Name>];

export type CallResult<Name extends EndpointName> = Promise<EndpointResponse<Endpoints[Name]>>;

/** The generic typed call: `call('signIn', { body })` resolves with the endpoint's `data` type. */
export type EndpointCaller = <Name extends EndpointName>(
  name: Name,
  ...callArguments: CallArgumentList<Name>
) => CallResult<Name>;

/** One typed function per endpoint of the contract, under the endpoint's name. */
export type EndpointFunctions = {
  readonly [Name in EndpointName]: (...callArguments: CallArgumentList<Name>) => CallResult<Name>;
};

function retryClassOf(endpoint: EndpointRoute): RetryClass {
  if (endpoint.method === 'GET') return 'read';
  return endpoint.moneyMoving === true ? 'money-moving' : 'never';
}

function assertBodyFitsEncoding(name: EndpointName, endpoint: EndpointRoute, body: unknown): void {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (isForm !== (endpoint.encoding === 'multipart')) {
    throw new TypeError(
      endpoint.encoding === 'multipart'
        ? `${name} uploads multipart: pass a FormData body`
        : `${name} takes a ${endpoint.encoding} body, not FormData`,
    );
  }
}

/** Sends a named endpoint through the transport with the settings its definition implies. */
export function createEndpointCaller(transport: Transport): EndpointCaller {
  // async, so that a misuse surfaces as a rejected promise like every other failure of a call.
  return async (name, ...[callArguments]) => {
    const endpoint = await endpointRouteOf(name);
    const { query, body, idempotencyKey, signal } = (callArguments ?? {}) as {
      query?: Record<string, QueryValue>;
      body?: BodyObject | FormData;
      idempotencyKey?: string;
      signal?: AbortSignal;
    };
    if (body !== undefined) assertBodyFitsEncoding(name, endpoint, body);
    return (await transport.request({
      method: endpoint.method,
      path: endpoint.path,
      query,
      body,
      encoding: endpoint.encoding,
      retryClass: retryClassOf(endpoint),
      idempotencyKey,
      signal,
      responseFormat: endpoint.rawResponse === true ? 'blob' : 'envelope',
    })) as Awaited<CallResult<typeof name>>;
  };
}

/**
 * `api.signIn({ body })` and so on: the generic caller under every endpoint name. A proxy rather than one function per
 * name of the route table, so that binding needs no table (it loads with the first call, endpointRouteTable.ts); its
 * names are the contract's by type. Not a thenable: `then` (and symbols) are not endpoints, so awaiting or logging the
 * object finds no function there.
 */
export function bindEndpointFunctions(call: EndpointCaller): EndpointFunctions {
  const isEndpointName = (name: string | symbol): name is string =>
    typeof name === 'string' && name !== 'then';
  // Each name's function is made once and kept on the target, so it is one function each time it is read, and a
  // test's spy (which looks the property up, then redefines it) replaces what later calls get.
  const bound = (target: EndpointFunctions, name: string) => {
    if (!Object.hasOwn(target, name)) {
      Object.defineProperty(target, name, {
        value: (...callArguments: CallArgumentList<EndpointName>) =>
          call(name as EndpointName, ...callArguments),
        configurable: true,
        enumerable: true,
        writable: true,
      });
    }
    return target;
  };
  return new Proxy({} as EndpointFunctions, {
    get: (target, name) => (isEndpointName(name) ? Reflect.get(bound(target, name), name) : undefined),
    getOwnPropertyDescriptor: (target, name) =>
      isEndpointName(name) ? Reflect.getOwnPropertyDescriptor(bound(target, name), name) : undefined,
  });
}
