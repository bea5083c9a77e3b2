import type { ApiClient } from './apiClient.ts';

/** A session a handoff code was exchanged for, not yet the tab's: the app signs in with it only once it may. */
export interface HandedSession {
  readonly token: string;
  readonly vid: string | null;
  /** The account it signs in, shown to the member before it is used. */
  readonly username: string;
}

/**
 * Exchanges a sign-in handoff code (handoff.ts) by POST and hands back the new session WITHOUT making it the tab's:
 * the transport stores the `id`/`vid` of every reply, so the tab's own token and vid (or their absence) are put
 * back at once. Whether to sign in with the handed session — over an existing session never silently, for a
 * visitor only after they see the account — is the app's decision.
 */
export async function exchangeHandoffCode(client: ApiClient, code: string): Promise<HandedSession> {
  const { session } = client;
  const tabToken = session.token();
  const tabVid = session.vid();
  try {
    const member = await client.api.exchangeHandoffCode({ body: { code } });
    const token = session.token();
    if (token === null || token === tabToken) throw new Error('the handoff exchange returned no session');
    return { token, vid: session.vid(), username: member.username };
  } finally {
    session.clearSignIn();
    if (tabToken !== null) session.setToken(tabToken);
    if (tabVid !== null) session.setVid(tabVid);
  }
}
