import { type Static, type TSchema, Type } from 'typebox';
import { RefusalDetails } from './refusalDetails.ts';
import { SESSION_INVALID_DATA } from './sessionInvalid.ts';

export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Machine-readable SCREAMING_SNAKE code from the error catalogue' }),
    message: Type.String({ description: "Member-facing message in the request's language" }),
    field: Type.Optional(Type.String({ description: 'The request field at fault, when there is one' })),
    details: Type.Optional(RefusalDetails),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const ErrorEnvelope = Type.Object({ status: Type.Literal(false), data: ErrorBody });
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const SessionInvalidEnvelope = Type.Object({
  status: Type.Literal(false),
  data: Type.Literal(SESSION_INVALID_DATA),
});
export type SessionInvalidEnvelope = Static<typeof SessionInvalidEnvelope>;

/** The success envelope around an endpoint's `data` schema. */
export function SuccessEnvelope<Data extends TSchema>(data: Data) {
  return Type.Object({ status: Type.Literal(true), data });
}

export type SuccessEnvelope<Data> = { status: true; data: Data };
export type Envelope<Data> = SuccessEnvelope<Data> | ErrorEnvelope | SessionInvalidEnvelope;
