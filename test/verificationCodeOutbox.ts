/**
 * The newest verification code sent to `destination` (`+86 13800138000`, `someone@example.com`), read from the
 * operator tool's `outbox` listing (newest first, one `  <time>  <site>  <channel> <destination>: <text>` line per
 * message). Null when nothing was sent there. Shared by the app's browser tests and the end-to-end suite.
 */
export function codeSentTo(outboxListing: string, destination: string): string | null {
  const line = outboxListing.split('\n').find((entry) => entry.includes(` ${destination}: `));
  return line?.match(/\b(\d{6})\b/)?.[1] ?? null;
}
