/**
 * The sign-in handoff code of this page load, handed out once: a code is single use on the server, so a second
 * exchange (a remounted layout, React's development double effects) could only fail.
 */
export type HandoffCodeHolder = { take(): string | null; peek(): string | null };

export function createHandoffCodeHolder(code: string | null): HandoffCodeHolder {
  let pending = code;
  return {
    peek: () => pending,
    take: () => {
      const taken = pending;
      pending = null;
      return taken;
    },
  };
}
