/** Browser storage keys of spec §3. Session storage dies with the tab; local storage outlives it. */
export const storageKeys = {
  session: { token: 't', vid: 'vid', inviteCode: 'aid', nativeApp: 'app' },
  local: { haveFirstDeposit: 'haveFirstDeposit', deviceId: 'uuid' },
} as const;
