import type { StreamClosedReason } from '@platform/contract';
import type { OutboxNotice } from '../events/outbox.ts';
import type { MemberEventStream } from './memberStream.ts';

/**
 * This instance's open streams, by member and by site, woken by the outbox notices (outboxNotices.ts): a member's
 * notice wakes that member's streams, a site's notice every stream of the site, and a resynchronisation (the
 * listener has just (re)connected: notices may have been missed) every stream. Waking only makes a stream read
 * the outbox after its cursor, so an extra wake-up costs one query and sends nothing twice.
 */
export class StreamHub {
  private readonly byMember = new Map<string, Set<MemberEventStream>>();
  private readonly bySite = new Map<string, Set<MemberEventStream>>();

  get openStreams(): number {
    let count = 0;
    for (const streams of this.byMember.values()) count += streams.size;
    return count;
  }

  add(stream: MemberEventStream): void {
    addTo(this.byMember, stream.holder.memberId, stream);
    addTo(this.bySite, stream.holder.siteCode, stream);
  }

  remove(stream: MemberEventStream): void {
    removeFrom(this.byMember, stream.holder.memberId, stream);
    removeFrom(this.bySite, stream.holder.siteCode, stream);
  }

  notice(notice: OutboxNotice): void {
    const streams = (notice.scope === 'member' ? this.byMember : this.bySite).get(notice.key);
    for (const stream of streams ?? []) stream.wake();
  }

  resynchronise(): void {
    for (const streams of this.byMember.values()) for (const stream of streams) stream.wake();
  }

  /** Ends every stream (the instance is stopping), so none holds the server open. */
  closeAll(reason: StreamClosedReason): void {
    for (const streams of [...this.byMember.values()])
      for (const stream of [...streams]) stream.close(reason);
  }
}

function addTo(index: Map<string, Set<MemberEventStream>>, key: string, stream: MemberEventStream): void {
  const streams = index.get(key) ?? new Set();
  streams.add(stream);
  index.set(key, streams);
}

function removeFrom(
  index: Map<string, Set<MemberEventStream>>,
  key: string,
  stream: MemberEventStream,
): void {
  const streams = index.get(key);
  if (!streams) return;
  streams.delete(stream);
  if (streams.size === 0) index.delete(key);
}
