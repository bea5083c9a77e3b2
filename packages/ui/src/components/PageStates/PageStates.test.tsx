import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithSite } from '../../test-support/index.ts';
import { MemberOnly } from './PageStates.tsx';
import { type LoadingQuery, QueryContent } from './QueryContent.tsx';

const content = (query: LoadingQuery<string>) => (
  <QueryContent query={query}>{(data) => <p>{data}</p>}</QueryContent>
);

describe('QueryContent', () => {
  it('shows the skeleton while the query loads, not the error nor the content', async () => {
    const screen = await renderWithSite(content({ data: undefined, isError: false, refetch: vi.fn() }), {
      locale: 'en-US',
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('says the load failed in the page kit words and refetches on retry', async () => {
    const refetch = vi.fn();
    const screen = await renderWithSite(content({ data: undefined, isError: true, refetch }), {
      locale: 'en-US',
    });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('This section did not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the data it has when a refetch fails', async () => {
    const screen = await renderWithSite(
      content({ data: 'Balance 120.00', isError: true, refetch: vi.fn() }),
      {
        locale: 'en-US',
      },
    );
    await expect.element(screen.getByText('Balance 120.00')).toBeVisible();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('MemberOnly', () => {
  it('shows a member the content', async () => {
    const screen = await renderWithSite(
      <MemberOnly signedIn onSignIn={vi.fn()}>
        <p>Personal info</p>
      </MemberOnly>,
      { locale: 'en-US' },
    );
    await expect.element(screen.getByText('Personal info')).toBeVisible();
  });

  it('offers a visitor sign-in instead, with the page words when given', async () => {
    const onSignIn = vi.fn();
    const screen = await renderWithSite(
      <MemberOnly signedIn={false} message="Sign in to see your messages" onSignIn={onSignIn}>
        <p>Personal info</p>
      </MemberOnly>,
      { locale: 'en-US' },
    );
    await expect.element(screen.getByText('Sign in to see your messages')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Personal info');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
