/**
 * "Don't remind me again today": a reminder key is snoozed until the next local midnight, kept in
 * storage so it survives reloads and ends by itself when the member's day changes.
 */
export type SnoozeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKeyFor = (reminderKey: string) => `confirmDialog.snoozedUntil.${reminderKey}`;

/** The first instant of the day after `now`, in the device's time zone. */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

export function snoozeUntilMidnight(storage: SnoozeStorage, reminderKey: string, now: Date): void {
  storage.setItem(storageKeyFor(reminderKey), String(nextLocalMidnight(now).getTime()));
}

export function isSnoozed(storage: SnoozeStorage, reminderKey: string, now: Date): boolean {
  const stored = storage.getItem(storageKeyFor(reminderKey));
  const until = stored === null ? Number.NaN : Number(stored);
  if (Number.isNaN(until) || now.getTime() >= until) {
    // Expired or unreadable: forget it so storage does not fill with old keys.
    if (stored !== null) {
      storage.removeItem(storageKeyFor(reminderKey));
    }
    return false;
  }
  return true;
}
