import {
  type BodyEncoding,
  type BodyObject,
  chooseBodyEncoding,
  encodeFormBody,
  encodeJsonBody,
  FORM_CONTENT_TYPE,
  JSON_CONTENT_TYPE,
} from '@platform/contract';

export interface BodyToEncode {
  readonly path: string;
  readonly body?: BodyObject | FormData;
  /** The endpoint's declared encoding; `json` forces plain JSON even on a path the codec would wrap. */
  readonly encoding?: BodyEncoding;
}

export interface EncodedBody {
  readonly body: string | FormData | undefined;
  readonly contentType: string | undefined;
}

/**
 * A request body on the wire, by the contract's codec (decisions "HTTP contract"): form-wrapped by default;
 * plain JSON for `/keep_house/` and `/task/conter/` paths, bodies marked `json: true` and endpoints declaring
 * `json`; FormData untouched.
 */
export function encodeRequestBody(request: BodyToEncode): EncodedBody {
  const chosen = chooseBodyEncoding(request.path, request.body);
  const encoding = chosen === 'form' && request.encoding === 'json' ? 'json' : chosen;
  const body = request.body;
  switch (encoding) {
    case 'none':
      return { body: undefined, contentType: undefined };
    // The browser writes the multipart boundary into Content-Type itself; setting it here would break it.
    case 'multipart':
      return { body: body as FormData, contentType: undefined };
    case 'json':
      return { body: encodeJsonBody(body as BodyObject), contentType: JSON_CONTENT_TYPE };
    case 'form':
      return { body: encodeFormBody(body as BodyObject), contentType: FORM_CONTENT_TYPE };
    default:
      return encoding satisfies never;
  }
}
