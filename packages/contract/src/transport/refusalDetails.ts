import { type Static, Type } from 'typebox';

/**
 * What a safer-play refusal adds to its message, already formatted by the server in the request's language and
 * the site's time zone: the amount or time left and when the limit resets, or when a break ends.
 */
export const RefusalDetails = Type.Object(
  {
    left: Type.Optional(
      Type.String({ description: 'What is left of the limit, e.g. "¥100.00" or "25 min"' }),
    ),
    resetsAt: Type.Optional(Type.String({ description: 'When the limit resets (site time zone)' })),
    endsAt: Type.Optional(Type.String({ description: 'When the time-out or self-exclusion ends' })),
    permanent: Type.Optional(Type.Boolean({ description: 'The self-exclusion never ends' })),
    usableFrom: Type.Optional(
      Type.String({ description: 'When a newly added withdrawal account can be used (site time zone)' }),
    ),
  },
  { additionalProperties: false },
);
export type RefusalDetails = Static<typeof RefusalDetails>;
