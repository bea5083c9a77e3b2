import type { Database } from '../db/database.ts';

/**
 * The facts an area announces, by name, with what a subscriber needs to act on each. Names say what happened
 * (`<subject>.<past tense>`), never what another area should do about it, so that a later issue can forward the
 * same events to other instances unchanged.
 */
export const SECURITY_CHANGES = [
  'loginPassword',
  'withdrawPassword',
  'withdrawalAccountAdded',
  'newDevice',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

export type DomainEventMap = {
  /** A session was issued (sign-in or registration); `sessionKey` names this sign-in (the token's SHA-256). */
  'member.signedIn': { memberId: string; sessionKey: string; occurredAt: Date };
  /** The member bound a phone with a verified code (a change of number is a binding too). */
  'member.phoneBound': { memberId: string; occurredAt: Date };
  /** The member set a withdrawal password for the first time. */
  'member.withdrawPasswordSet': { memberId: string; occurredAt: Date };
  /** An operator approved a deposit order and the ledger credited it. */
  'deposit.approved': {
    memberId: string;
    siteCode: string;
    orderId: string;
    currency: string;
    amountMinor: number;
    occurredAt: Date;
  };
  /** A pending deposit order's payment window ended unpaid (announced once, by the expiry sweep). */
  'deposit.expired': { memberId: string; siteCode: string; orderId: string; occurredAt: Date };
  /** The member asked for a withdrawal and the ledger holds its amount. */
  'withdrawal.requested': {
    memberId: string;
    withdrawalId: string;
    currency: string;
    amountMinor: number;
    occurredAt: Date;
  };
  /** An operator paid (approved) or rejected a withdrawal; a rejection released the held amount. */
  'withdrawal.decided': {
    memberId: string;
    withdrawalId: string;
    currency: string;
    amountMinor: number;
    decision: 'approved' | 'rejected';
    reason: string;
    occurredAt: Date;
  };
  /**
   * A change a member must hear of in case it was not theirs (issue 23): their login or withdrawal password
   * changed, a withdrawal account was added, or their account signed in on a device it never used.
   */
  'member.securityChanged': {
    memberId: string;
    siteCode: string;
    change: SecurityChange;
    occurredAt: Date;
    /** an added withdrawal account: when it can first be paid out to (the site's delay for new accounts) */
    usableFrom?: Date;
  };
  /** A message reached the member's inbox, or the member read or deleted some: `unread` is the count after. */
  'messages.changed': { memberId: string; unread: number; occurredAt: Date };
  /** An operator switched maintenance of a whole site (no `venueCode`) or of one venue. */
  'maintenance.switched': { siteCode: string; venueCode?: string; on: boolean; occurredAt: Date };
  /** A venue took a stake from the member's venue wallet (the round's debit). */
  'bet.placed': {
    memberId: string;
    siteCode: string;
    betId: string;
    currency: string;
    stakeMinor: number;
    occurredAt: Date;
  };
};

export type DomainEventName = keyof DomainEventMap;

/**
 * Reacts to one fact inside the transaction that commits it, so its writes commit or roll back with the fact.
 * A publisher announces a fact once (its own row or status change guards that), so subscribers need no dedupe
 * of their own for exactly-once.
 */
export type DomainEventSubscriber<Name extends DomainEventName> = (
  transaction: Database,
  event: DomainEventMap[Name],
) => Promise<void>;

/** What an area that announces facts depends on: nothing about who listens. */
export interface DomainEventPublisher {
  publish<Name extends DomainEventName>(
    transaction: Database,
    name: Name,
    event: DomainEventMap[Name],
  ): Promise<void>;
}

/** What an area that reacts to facts depends on. */
export interface DomainEventSubscriptions {
  subscribe<Name extends DomainEventName>(name: Name, subscriber: DomainEventSubscriber<Name>): void;
}

type SubscriberLists = { [Name in DomainEventName]?: DomainEventSubscriber<Name>[] };

/**
 * The in-process publisher: subscribers run one after another, in the order they subscribed, in the
 * publisher's transaction; a subscriber's error fails the publisher's transaction (nothing half-done commits).
 */
export class InProcessDomainEvents implements DomainEventPublisher, DomainEventSubscriptions {
  private readonly subscribers: SubscriberLists = {};

  subscribe<Name extends DomainEventName>(name: Name, subscriber: DomainEventSubscriber<Name>): void {
    const list: DomainEventSubscriber<Name>[] = this.subscribers[name] ?? [];
    list.push(subscriber);
    (this.subscribers as Record<Name, DomainEventSubscriber<Name>[]>)[name] = list;
  }

  async publish<Name extends DomainEventName>(
    transaction: Database,
    name: Name,
    event: DomainEventMap[Name],
  ): Promise<void> {
    const list: DomainEventSubscriber<Name>[] = this.subscribers[name] ?? [];
    for (const subscriber of list) await subscriber(transaction, event);
  }
}
