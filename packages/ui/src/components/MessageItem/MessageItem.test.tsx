import { describe, expect, test, vi } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { MessageItem } from './MessageItem.tsx';

const sentAt = new Date('2026-03-14T09:05:00Z');

describe('given an inbox row', () => {
  test('an unread row carries the unread mark; a read one does not', async () => {
    const screen = await renderWithSite(
      <>
        <MessageItem title="Welcome" sentAt={sentAt} unread onOpen={vi.fn()} />
        <MessageItem title="Safety tips" sentAt={sentAt} unread={false} onOpen={vi.fn()} />
      </>,
      { locale: 'en-US' },
    );
    await expect
      .element(screen.getByRole('button', { name: /Welcome/ }).getByRole('img', { name: 'Unread' }))
      .toBeVisible();
    expect(
      screen
        .getByRole('button', { name: /Safety tips/ })
        .getByRole('img')
        .elements(),
    ).toEqual([]);
  });

  test('a status is tagged on the row and opening it calls back once', async () => {
    const onOpen = vi.fn();
    const screen = await renderWithSite(
      <MessageItem
        title="Withdrawals"
        preview="My withdrawal has not arrived"
        sentAt={sentAt}
        unread={false}
        status={{ label: 'Replied', tone: 'positive' }}
        onOpen={onOpen}
      />,
      { locale: 'en-US' },
    );
    const row = screen.getByRole('button', { name: /Withdrawals/ });
    await expect.element(row.getByText('Replied')).toBeVisible();
    await row.click();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
