import { type Static, type TSchema, Type } from 'typebox';

/**
 * The facts pushed to a member's open app over the event stream (`memberEventStream`), by name, with the payload
 * of each. The one owner of these words: the server writes them to its outbox, the app listens for them.
 * Payloads carry what the app needs to decide what to refresh or which toast to show, never the new state in
 * full: the app re-reads it through the ordinary endpoints, so a stream is never a second source of truth.
 */
const MinorAmount = Type.Integer({ description: 'Amount, integer minor units' });
const Currency = Type.String({ description: 'ISO-4217 (or the site currency code)' });

/** The ledger's words for what moved money: the `kind` of the ledger transaction. */
export const BALANCE_CHANGE_REASONS = [
  'opening_balance',
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_released',
  'transfer_to_venue',
  'transfer_from_venue',
  'exchange',
  'reward',
  'bet_stake',
  'bet_payout',
] as const;
export type BalanceChangeReason = (typeof BALANCE_CHANGE_REASONS)[number];

/**
 * The member's own wallets, as `balance.changed` names them (the ledger's account kinds); a venue wallet is named
 * by its venue's wallet code instead.
 */
export const BALANCE_WALLETS = {
  central: 'central',
  virtual: 'virtual',
  /** Funds held for the member's pending withdrawals. */
  withdrawalHold: 'withdrawal_hold',
} as const;

export const memberEventPayloads = {
  /** One of the member's wallets changed balance (one event per wallet a ledger transaction touched). */
  'balance.changed': Type.Object({
    reason: Type.Union(BALANCE_CHANGE_REASONS.map((reason) => Type.Literal(reason))),
    wallet: Type.String({
      minLength: 1,
      description: `'${BALANCE_WALLETS.central}', '${BALANCE_WALLETS.virtual}', '${BALANCE_WALLETS.withdrawalHold}' (funds held for a withdrawal) or a venue wallet code`,
    }),
  }),
  'deposit.approved': Type.Object({ orderId: Type.String(), amountMinor: MinorAmount, currency: Currency }),
  /** The order's payment window ended unpaid. */
  'deposit.expired': Type.Object({ orderId: Type.String() }),
  'withdrawal.requested': Type.Object({
    withdrawalId: Type.String(),
    amountMinor: MinorAmount,
    currency: Currency,
  }),
  'withdrawal.paid': Type.Object({
    withdrawalId: Type.String(),
    amountMinor: MinorAmount,
    currency: Currency,
  }),
  'withdrawal.rejected': Type.Object({
    withdrawalId: Type.String(),
    amountMinor: MinorAmount,
    currency: Currency,
    reason: Type.String({ description: "The operator's reason, as written (may be empty)" }),
  }),
  /** Money moved between the central wallet and a venue wallet: `in` to the venue, `out` back to central. */
  'venueTransfer.completed': Type.Object({
    venueCode: Type.String(),
    direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
    amountMinor: MinorAmount,
  }),
  /** A message arrived or the unread count changed; `unread` is the count after the change. */
  'message.arrived': Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
  'task.claimable': Type.Object({ taskId: Type.String() }),
  'vip.levelChanged': Type.Object({ level: Type.Integer({ minimum: 0 }) }),
  /** This session (the stream's own) was revoked; the stream then closes with `stream.closed`. */
  'session.revoked': Type.Object({}),
  /** Site-wide when `venueCode` is absent; `on` says whether maintenance is now on. */
  'maintenance.changed': Type.Object({ venueCode: Type.Optional(Type.String()), on: Type.Boolean() }),
} as const satisfies Record<string, TSchema>;

export type MemberEventName = keyof typeof memberEventPayloads;
export type MemberEventPayload<Name extends MemberEventName> = Static<(typeof memberEventPayloads)[Name]>;
export const memberEventNames = Object.keys(memberEventPayloads) as MemberEventName[];

/**
 * Why the server ends a stream: the last frame before it closes. `signedOut`: this session signed out;
 * `revoked`: the session was ended elsewhere (password change, another device, expiry; a `session.revoked` event
 * precedes it); `renewed`: the session was renewed, open a new stream with the new session; `serverClosing`: the
 * instance is stopping, reconnect (another instance answers).
 */
export const STREAM_CLOSED_EVENT = 'stream.closed';
export const StreamClosedPayload = Type.Object({
  reason: Type.Union([
    Type.Literal('signedOut'),
    Type.Literal('revoked'),
    Type.Literal('renewed'),
    Type.Literal('serverClosing'),
  ]),
});
export type StreamClosedReason = Static<typeof StreamClosedPayload>['reason'];

/** Seconds between `: hb` comment frames, so proxies with a 30-60 s idle timeout keep the stream open. */
export const STREAM_HEARTBEAT_SECONDS = 15;
/** How long a stream ticket can be redeemed after it is issued. */
export const STREAM_TICKET_SECONDS = 30;

/**
 * Frame ids are resume cursors `<memberSeq>.<siteSeq>`: the member's own events are numbered 1, 2, 3… per member
 * and the site-wide ones (maintenance) per site, each number taken under a row lock in the transaction that
 * writes the event, so numbers commit in order and "after the cursor" never skips an event that committed late.
 * Clients treat the id as opaque and send back the last one they saw.
 */
export const STREAM_CURSOR_PATTERN = /^(0|[1-9][0-9]{0,15})\.(0|[1-9][0-9]{0,15})$/;

export const STREAM_FRAMES_DESCRIPTION = [
  'Server-sent events (text/event-stream). Each event is `id: <cursor>` / `event: <name>` / `data: <json payload>`;',
  'the names and payloads are in `x-member-events`. The cursor is `<memberSeq>.<siteSeq>` (opaque to clients):',
  'resume by sending the last one as `Last-Event-ID` or `lastEventId`; every event after it is replayed from the',
  'outbox before live ones, none lost or repeated. A comment frame `: hb` arrives every',
  `${STREAM_HEARTBEAT_SECONDS} s. On sign-out or revocation of the session the ticket was issued for, the last`,
  "frame is `event: stream.closed` with data {reason: 'signedOut' | 'revoked' | 'renewed' | 'serverClosing'}",
  '(renewed: reopen with the new session; serverClosing: the instance stops, reconnect), then the server closes.',
].join(' ');
