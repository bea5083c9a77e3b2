/** The member a safer-play rule is about: the money area's member reference, in the shape the rules read. */
export type MemberRef = { id: string; siteCode: string };
