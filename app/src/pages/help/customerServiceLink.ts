/**
 * The chat link a member opens (spec §6): a signed-in member's carries their username as `name`, so the agent
 * knows who is asking, on sites whose config enables it (`features.appendUsernameToCustomerServiceLink`). A
 * visitor's link is the site's link unchanged. An existing `name` in the configured link is replaced, never doubled.
 */
export function customerServiceLinkFor(
  link: string,
  username: string | null,
  appendUsername: boolean,
): string {
  if (username === null || !appendUsername) return link;
  const url = new URL(link);
  url.searchParams.set('name', username);
  return url.toString();
}
