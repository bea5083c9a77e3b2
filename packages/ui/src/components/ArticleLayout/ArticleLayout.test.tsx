import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-support/index.ts';
import { ArticleLayout } from './ArticleLayout.tsx';

const related = [{ id: 'deposit', title: 'How to deposit' }];
const sentAt = new Date('2026-03-14T09:05:00Z');

describe('ArticleLayout', () => {
  it("titles the page with the article's own heading by default", async () => {
    const screen = await renderWithSite(
      <ArticleLayout title="How to withdraw" related={related} onOpenRelated={() => undefined}>
        <p>Steps</p>
      </ArticleLayout>,
      { locale: 'en-US' },
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'How to withdraw' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
  });

  it('sits one level down under a page title, so the page keeps a single h1', async () => {
    const screen = await renderWithSite(
      <ArticleLayout
        title="How to withdraw"
        headingLevel={2}
        related={related}
        onOpenRelated={() => undefined}
      >
        <p>Steps</p>
      </ArticleLayout>,
      { locale: 'en-US' },
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: 'How to withdraw' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Related articles' })).toBeVisible();
    expect(screen.container.querySelector('h1')).toBeNull();
  });

  it('says when an article was updated, to the day', async () => {
    const screen = await renderWithSite(
      <ArticleLayout title="How to deposit" updatedAt={sentAt} timeZone="UTC">
        <p>Body</p>
      </ArticleLayout>,
      { locale: 'en-US' },
    );
    await expect.element(screen.getByText('Updated Mar 14, 2026')).toBeVisible();
  });

  it('says when a message was sent, to the minute, in the member’s language', async () => {
    const screen = await renderWithSite(
      <ArticleLayout title="您的提款已到账" updatedAt={sentAt} dateKind="sent" timeZone="Asia/Shanghai">
        <p>正文</p>
      </ArticleLayout>,
      { locale: 'zh-CN' },
    );
    await expect.element(screen.getByText('发送于 2026年3月14日 17:05')).toBeVisible();
  });
});
