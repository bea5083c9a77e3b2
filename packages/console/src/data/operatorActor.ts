/**
 * How the server names an operator in approvals and audit entries: `operator:<name>` (the contract's AuditEntry.actor
 * description), so the queue can tell "I gave the first approval" from someone else's.
 */
export function operatorActorName(username: string): string {
  return `operator:${username}`;
}
