import { describe, expect, test, vi } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

const types = [{ value: 'game', label: 'Games' }];

describe('given a feedback form with the API’s length limits', () => {
  test('a description shorter than the minimum is refused with the minimum, and nothing is sent', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithSite(
      <FeedbackForm types={types} onSubmit={onSubmit} minContentLength={5} maxContentLength={1000} />,
      { locale: 'en-US' },
    );
    await screen.getByRole('combobox', { name: 'Feedback type' }).selectOptions('game');
    await screen.getByRole('textbox', { name: 'Your feedback' }).fill('Lag');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.element(screen.getByText('Feedback needs at least 5 characters')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a description of the minimum length is sent, trimmed', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithSite(
      <FeedbackForm types={types} onSubmit={onSubmit} minContentLength={5} />,
      { locale: 'en-US' },
    );
    await screen.getByRole('combobox', { name: 'Feedback type' }).selectOptions('game');
    await screen.getByRole('textbox', { name: 'Your feedback' }).fill('  Laggy  ');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({ type: 'game', content: 'Laggy', images: [] });
  });
});
