/**
 * The facts behind a refusal whose message says more than its code (a safer-play limit: what is left and when it
 * resets; a break: when it ends; a new withdrawal account: from when it can be used), raw: the frame formats them in the request's language and the site's time zone
 * (`http/refusalDetails.ts`).
 */
export type RefusalFacts =
  | { left: { amountMinor: number; currency: string }; resetsAt: Date | null }
  | { endsAt: Date | null }
  | { usableFrom: Date };
