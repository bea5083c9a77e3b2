/** The member a money operation acts for. */
export type MemberRef = { id: string; siteCode: string };

/** Who caused an operation and in which request: copied onto every ledger transaction it posts. */
export type OperationMeta = { actor: string; requestId: string };

export function memberActor(member: MemberRef): string {
  return `member:${member.id}`;
}
