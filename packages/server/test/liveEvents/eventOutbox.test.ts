import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/composition/openDatabase.ts';
import { memberOutboxEvents, siteOutboxEvents } from '../../src/db/schema/memberEventTables.ts';
import { sessions } from '../../src/db/schema/members.ts';
import { type DomainEventName, InProcessDomainEvents } from '../../src/events/domainEvents.ts';
import { nameSessionEnd } from '../../src/events/outbox.ts';
import { memberAccount } from '../../src/ledger/accounts.ts';
import { postLedgerTransaction } from '../../src/ledger/postTransaction.ts';
import { siteMoneySettings } from '../../src/ledger/siteMoneySettings.ts';
import { writeMemberEventsOnFacts } from '../../src/liveEvents/outboxSubscriptions.ts';
import { deleteExpiredEvents, OUTBOX_RETENTION_MS } from '../../src/liveEvents/retention.ts';
import { sendMessage } from '../../src/messages/service.ts';
import { createDepositOrder, decideDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { addWithdrawalAccount } from '../../src/money/withdrawalAccounts.ts';
import { decideWithdrawal, requestWithdrawal } from '../../src/money/withdrawals.ts';
import { executeOperatorCommand } from '../../src/operator/commands.ts';
import { parseOperatorCommand } from '../../src/operator/operatorCommand.ts';
import { randomToken, sha256Hex } from '../../src/security/tokens.ts';
import { countFactsForTasks } from '../../src/tasks/taskEventSubscriptions.ts';
import { addVipProgress } from '../../src/vip/vipProgress.ts';
import { ADDED_BEFORE_ANY_PAYOUT_DELAY, createTestMember, fundMember } from '../support/moneyFixtures.ts';
import { openTestDatabase } from '../support/testApp.ts';

const meta = { actor: 'operator:test', requestId: 'outbox-test' };
class RolledBack extends Error {}

/**
 * Every kind of member event is written in the transaction of the change it reports: present when the change
 * commits, absent (and the change with it) when that transaction rolls back.
 */
describe('the member event outbox', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openTestDatabase();
  });
  afterAll(async () => {
    await connection?.close();
  });

  const db = () => connection.db;

  /** The outbox publisher, with a subscriber after it that fails `failing`'s transaction when asked to. */
  function eventsFailingOn(failing?: DomainEventName) {
    const events = new InProcessDomainEvents();
    countFactsForTasks(events);
    writeMemberEventsOnFacts(events);
    if (failing)
      events.subscribe(failing, async () => {
        throw new RolledBack();
      });
    return events;
  }

  async function outboxOf(member: MemberRef) {
    return db()
      .select({
        seq: memberOutboxEvents.seq,
        name: memberOutboxEvents.name,
        payload: memberOutboxEvents.payload,
      })
      .from(memberOutboxEvents)
      .where(eq(memberOutboxEvents.memberId, member.id))
      .orderBy(asc(memberOutboxEvents.seq));
  }

  const namesOf = async (member: MemberRef) => (await outboxOf(member)).map((row) => row.name);

  async function fundedMember(): Promise<MemberRef> {
    const member = await createTestMember(db());
    await fundMember(db(), member, 1_000_000);
    return member;
  }

  it('numbers each member’s events 1, 2, 3… with no gap', async () => {
    const member = await createTestMember(db());
    for (let index = 0; index < 3; index += 1) await fundMember(db(), member, 100);
    expect((await outboxOf(member)).map((row) => row.seq)).toEqual([1, 2, 3]);
  });

  it('balance.changed with the ledger reason and wallet, and venueTransfer.completed for a transfer; none on rollback', async () => {
    const member = await fundedMember();
    const currency = siteMoneySettings(member.siteCode).centralCurrency;
    const transfer = {
      siteCode: member.siteCode,
      memberId: member.id,
      kind: 'transfer_to_venue' as const,
      actor: 'member:test',
      requestId: 'r',
      postings: [
        { account: memberAccount(member.siteCode, member.id, 'central', currency), amountMinor: -300 },
        { account: memberAccount(member.siteCode, member.id, 'venue', currency, 'sports'), amountMinor: 300 },
      ],
    };
    await expect(
      db().transaction(async (transaction) => {
        await postLedgerTransaction(transaction, { ...transfer, idempotencyKey: `t-${randomToken(8)}` });
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual(['balance.changed']);
    await db().transaction((transaction) =>
      postLedgerTransaction(transaction, { ...transfer, idempotencyKey: `t-${randomToken(8)}` }),
    );
    // in the order the posting touched the accounts (by account id), so compared as a set
    const written = (await outboxOf(member)).slice(1).map(({ name, payload }) => ({ name, payload }));
    expect(written).toHaveLength(3);
    expect(written).toEqual(
      expect.arrayContaining([
        { name: 'balance.changed', payload: { reason: 'transfer_to_venue', wallet: 'central' } },
        { name: 'balance.changed', payload: { reason: 'transfer_to_venue', wallet: 'sports' } },
        {
          name: 'venueTransfer.completed',
          payload: { venueCode: 'sports', direction: 'in', amountMinor: 300 },
        },
      ]),
    );
  });

  it('deposit.approved with the order, amount and currency; none when the approval rolls back', async () => {
    const member = await createTestMember(db());
    const [channel] = await depositChannelsOf(db(), member.siteCode);
    if (!channel) throw new Error('no deposit channel');
    const order = () =>
      db().transaction((transaction) =>
        createDepositOrder(transaction, member, { channelId: channel.id, amountMinor: channel.minimumMinor }),
      );
    const refused = await order();
    await expect(
      decideDepositOrder(db(), eventsFailingOn('deposit.approved'), refused.id, 'approved', meta),
    ).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual([]);
    const approved = await order();
    await decideDepositOrder(db(), eventsFailingOn(), approved.id, 'approved', meta);
    const rows = await outboxOf(member);
    expect(rows.map((row) => row.name)).toContain('balance.changed');
    expect(rows.find((row) => row.name === 'deposit.approved')?.payload).toEqual({
      orderId: approved.id,
      amountMinor: channel.minimumMinor,
      currency: channel.currency,
    });
  });

  it('withdrawal.requested, then withdrawal.paid or withdrawal.rejected with the reason; none on rollback', async () => {
    const member = await fundedMember();
    const account = await addWithdrawalAccount(
      db(),
      eventsFailingOn(),
      member,
      {
        kind: 'alipay',
        holderName: 'Test',
        accountNumber: 'outbox@example.com',
      },
      ADDED_BEFORE_ANY_PAYOUT_DELAY,
    );
    const request = (events: InProcessDomainEvents) =>
      db().transaction((transaction) =>
        requestWithdrawal(
          transaction,
          events,
          member,
          { withdrawalAccountId: account.id, amountMinor: 10_000 },
          { ...meta, ledgerKey: `outbox-test:${randomToken(8)}` },
        ),
      );
    await expect(request(eventsFailingOn('withdrawal.requested'))).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual(['balance.changed']);

    const paid = await request(eventsFailingOn());
    const rejected = await request(eventsFailingOn());
    await expect(
      decideWithdrawal(db(), eventsFailingOn('withdrawal.decided'), paid.id, 'approved', meta),
    ).rejects.toThrow(RolledBack);
    const beforeDecisions = (await outboxOf(member)).length;
    await decideWithdrawal(db(), eventsFailingOn(), paid.id, 'approved', meta);
    await decideWithdrawal(db(), eventsFailingOn(), rejected.id, 'rejected', {
      ...meta,
      reason: 'Name mismatch',
    });
    const rows = await outboxOf(member);
    const currency = siteMoneySettings(member.siteCode).centralCurrency;
    expect(
      rows
        .filter((row) => row.name.startsWith('withdrawal.'))
        .map(({ name, payload }) => ({ name, payload })),
    ).toEqual([
      { name: 'withdrawal.requested', payload: { withdrawalId: paid.id, amountMinor: 10_000, currency } },
      { name: 'withdrawal.requested', payload: { withdrawalId: rejected.id, amountMinor: 10_000, currency } },
      { name: 'withdrawal.paid', payload: { withdrawalId: paid.id, amountMinor: 10_000, currency } },
      {
        name: 'withdrawal.rejected',
        payload: { withdrawalId: rejected.id, amountMinor: 10_000, currency, reason: 'Name mismatch' },
      },
    ]);
    expect(rows.length).toBeGreaterThan(beforeDecisions);
  });

  it('message.arrived with the unread count; none when sending rolls back', async () => {
    const member = await createTestMember(db());
    const message = { memberId: member.id, title: 'Hello', content: '<p>Hi</p>' };
    await expect(sendMessage(db(), eventsFailingOn('messages.changed'), message)).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual([]);
    await sendMessage(db(), eventsFailingOn(), message);
    await sendMessage(db(), eventsFailingOn(), message);
    expect((await outboxOf(member)).map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: 'message.arrived', payload: { unread: 1 } },
      { name: 'message.arrived', payload: { unread: 2 } },
    ]);
  });

  it('task.claimable once, when a recorded fact completes a task; none on rollback', async () => {
    const member = await createTestMember(db());
    const signedIn = (events: InProcessDomainEvents) =>
      db().transaction((transaction) =>
        events.publish(transaction, 'member.signedIn', {
          memberId: member.id,
          sessionKey: randomToken(8),
          occurredAt: new Date(),
        }),
      );
    await expect(signedIn(eventsFailingOn('member.signedIn'))).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual([]);
    await signedIn(eventsFailingOn());
    await signedIn(eventsFailingOn());
    const claimable = (await outboxOf(member)).filter((row) => row.name === 'task.claimable');
    // the seed's daily sign-in task (target 1) is completed by the first sign-in only
    expect(claimable).toHaveLength(1);
    expect(claimable[0]?.payload).toEqual({ taskId: expect.any(String) });
  });

  it('vip.levelChanged with the new level; none on rollback', async () => {
    const member = await createTestMember(db());
    const raise = () =>
      addVipProgress(db(), member.id, { depositMinor: 10_000_000_000, turnoverMinor: 10_000_000_000 });
    await expect(
      db().transaction(async (transaction) => {
        await addVipProgress(transaction, member.id, {
          depositMinor: 10_000_000_000,
          turnoverMinor: 10_000_000_000,
        });
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual([]);
    await raise();
    const [row] = await outboxOf(member);
    expect(row?.name).toBe('vip.levelChanged');
    expect(row?.payload).toEqual({ level: expect.any(Number) });
    expect(Number((row?.payload as { level?: number } | undefined)?.level)).toBeGreaterThan(0);
  });

  it('session.revoked for the ended session with why it ended; none on rollback', async () => {
    const member = await createTestMember(db());
    const tokenHash = sha256Hex(randomToken());
    await db()
      .insert(sessions)
      .values({
        tokenHash,
        memberId: member.id,
        siteCode: member.siteCode,
        visitorId: 'v',
        absoluteExpiresAt: new Date(Date.now() + 3_600_000),
      });
    const revoke = (fail: boolean) =>
      db().transaction(async (transaction) => {
        await nameSessionEnd(transaction, 'signedOut');
        await transaction
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(eq(sessions.tokenHash, tokenHash));
        if (fail) throw new RolledBack();
      });
    await expect(revoke(true)).rejects.toThrow(RolledBack);
    expect(await namesOf(member)).toEqual([]);
    await revoke(false);
    const rows = await db()
      .select({
        name: memberOutboxEvents.name,
        payload: memberOutboxEvents.payload,
        key: memberOutboxEvents.sessionKey,
      })
      .from(memberOutboxEvents)
      .where(eq(memberOutboxEvents.memberId, member.id));
    expect(rows).toEqual([{ name: 'session.revoked', payload: { reason: 'signedOut' }, key: tokenHash }]);
  });

  it('maintenance.changed for a venue and for the whole site, per site; none when the switch rolls back', async () => {
    const newest = async () =>
      db()
        .select({ seq: siteOutboxEvents.seq, name: siteOutboxEvents.name, payload: siteOutboxEvents.payload })
        .from(siteOutboxEvents)
        .where(and(eq(siteOutboxEvents.siteCode, 'hgty'), gt(siteOutboxEvents.seq, 0)))
        .orderBy(asc(siteOutboxEvents.seq));
    const before = (await newest()).length;
    await expect(
      db().transaction(async (transaction) => {
        await eventsFailingOn().publish(transaction, 'maintenance.switched', {
          siteCode: 'hgty',
          on: true,
          occurredAt: new Date(),
        });
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
    expect(await newest()).toHaveLength(before);
    const run = (line: string) =>
      executeOperatorCommand(db(), parseOperatorCommand(line.split(' ')), () => {}, 'test');
    await run('maintenance venue hgty sports on');
    await run('maintenance site hgty off');
    expect((await newest()).slice(before).map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: 'maintenance.changed', payload: { venueCode: 'sports', on: true } },
      { name: 'maintenance.changed', payload: { on: false } },
    ]);
  });

  it('retention deletes only events older than a session can live', async () => {
    const member = await createTestMember(db());
    await fundMember(db(), member, 100);
    await fundMember(db(), member, 100);
    const [oldest] = await outboxOf(member);
    await db()
      .update(memberOutboxEvents)
      .set({ createdAt: new Date(Date.now() - OUTBOX_RETENTION_MS - 60_000) })
      .where(and(eq(memberOutboxEvents.memberId, member.id), eq(memberOutboxEvents.seq, oldest?.seq ?? 0)));
    expect(await deleteExpiredEvents(db(), Date.now())).toBeGreaterThanOrEqual(1);
    expect((await outboxOf(member)).map((row) => row.seq)).toEqual([2]);
  });
});
