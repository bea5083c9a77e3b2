import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { isSnoozed, nextLocalMidnight, type SnoozeStorage } from './snoozeUntilMidnight.ts';

function memoryStorage(): SnoozeStorage & { size: () => number } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    size: () => values.size,
  };
}

describe('nextLocalMidnight', () => {
  test('is the start of the next local day, also on the last day of a month and year', () => {
    expect(nextLocalMidnight(new Date(2026, 10, 21, 15, 30))).toEqual(new Date(2026, 10, 22, 0, 0, 0, 0));
    expect(nextLocalMidnight(new Date(2026, 11, 31, 23, 59, 59))).toEqual(new Date(2027, 0, 1));
    expect(nextLocalMidnight(new Date(2026, 10, 21, 0, 0, 0))).toEqual(new Date(2026, 10, 22));
  });
});

describe('given a confirm dialog with "don\'t remind me again today"', () => {
  const renderDialog = (storage: SnoozeStorage, now: Date, onConfirm = vi.fn()) =>
    renderWithSite(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="首存活动"
        onConfirm={onConfirm}
        remindKey="promo"
        storage={storage}
        now={() => now}
      />,
    );

  test('confirming with the box ticked snoozes it until local midnight, not before', async () => {
    const storage = memoryStorage();
    const evening = new Date(2026, 10, 21, 21, 0);
    const onConfirm = vi.fn();
    const screen = await renderDialog(storage, evening, onConfirm);
    await screen.getByRole('checkbox', { name: '今日不再提醒' }).click();
    await screen.getByRole('button', { name: '确定' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(isSnoozed(storage, 'promo', new Date(2026, 10, 21, 23, 59, 59))).toBe(true);
    expect(isSnoozed(storage, 'promo', new Date(2026, 10, 22, 0, 0, 0))).toBe(false);
    // The expired entry is removed once read.
    expect(storage.size()).toBe(0);
  });

  test('confirming without the box ticked does not snooze', async () => {
    const storage = memoryStorage();
    const screen = await renderDialog(storage, new Date(2026, 10, 21, 21, 0));
    await screen.getByRole('button', { name: '确定' }).click();
    expect(storage.size()).toBe(0);
  });

  test('while snoozed the dialog stays closed even when opened; the next day it shows again', async () => {
    const storage = memoryStorage();
    storage.setItem('confirmDialog.snoozedUntil.promo', String(new Date(2026, 10, 22).getTime()));
    const sameDay = await renderDialog(storage, new Date(2026, 10, 21, 22, 0));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await sameDay.unmount();
    await renderDialog(storage, new Date(2026, 10, 22, 8, 0));
    await expect.element(page.getByRole('alertdialog', { name: '首存活动' })).toBeVisible();
  });

  test('a corrupt stored value does not block the reminder', async () => {
    const storage = memoryStorage();
    storage.setItem('confirmDialog.snoozedUntil.promo', 'not a time');
    expect(isSnoozed(storage, 'promo', new Date(2026, 10, 21))).toBe(false);
  });
});
