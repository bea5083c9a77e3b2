import { validationMessage } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { VerificationCodeField } from './VerificationCodeField.tsx';

describe('given a phone verification-code field', () => {
  describe('with the countdown on a driven clock', () => {
    // Only the countdown's timer is faked: the page's own scheduling and the test's polling stay real,
    // and each second passes exactly when the test says so, however busy the machine is.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /**
     * `expect.poll` and `expect.element` move a faked clock on by their polling interval at every retry, so on a
     * loaded machine (many retries) the countdown ran on by itself, past the second the test waited for. Polling
     * with no interval leaves the clock where the test put it.
     */
    const clockStill = { interval: 0 } as const;

    /** React arms the next tick after it renders the last one: wait for that timer, then let a second pass. */
    async function oneSecondPasses() {
      await expect.poll(() => vi.getTimerCount(), clockStill).toBe(1);
      vi.advanceTimersByTime(1000);
    }

    test('sending starts the 60 second countdown by default, with the button disabled', async () => {
      const onSendCode = vi.fn(async () => undefined);
      const screen = await renderWithSite(
        <VerificationCodeField label="短信验证码" channel="phone" onSendCode={onSendCode} />,
        { locale: 'zh-CN' },
      );
      await screen.getByRole('button', { name: '获取验证码' }).click();
      await expect.element(screen.getByRole('button', { name: '60秒后重新获取' }), clockStill).toBeDisabled();
      await oneSecondPasses();
      await expect.element(screen.getByRole('button', { name: '59秒后重新获取' }), clockStill).toBeDisabled();
      expect(onSendCode).toHaveBeenCalledOnce();
    });

    test('after the countdown the button offers a resend, and a resend counts down again', async () => {
      const onSendCode = vi.fn(async () => undefined);
      const screen = await renderWithSite(
        <VerificationCodeField label="Code" channel="phone" countdownSeconds={2} onSendCode={onSendCode} />,
        { locale: 'en-US' },
      );
      await screen.getByRole('button', { name: 'Get code' }).click();
      await expect.element(screen.getByRole('button', { name: 'Resend in 2s' }), clockStill).toBeDisabled();
      await oneSecondPasses();
      await expect.element(screen.getByRole('button', { name: 'Resend in 1s' }), clockStill).toBeDisabled();
      await oneSecondPasses();
      const resend = screen.getByRole('button', { name: 'Resend code' });
      await expect.element(resend, clockStill).toBeEnabled();
      await resend.click();
      await expect.element(screen.getByRole('button', { name: 'Resend in 2s' }), clockStill).toBeDisabled();
      expect(onSendCode).toHaveBeenCalledTimes(2);
    });
  });

  test('a failed send shows "getting the verification code failed" and starts no countdown', async () => {
    const screen = await renderWithSite(
      <VerificationCodeField
        label="短信验证码"
        channel="phone"
        onSendCode={() => Promise.reject(new Error('gateway down'))}
      />,
      { locale: 'zh-HK' },
    );
    await screen.getByRole('button', { name: '獲取驗證碼' }).click();
    await expect.element(screen.getByText('獲取驗證碼失敗')).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: '短信验证码' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('button', { name: '獲取驗證碼' })).toBeEnabled();
  });

  test('the failure message clears when a later send succeeds', async () => {
    let attempt = 0;
    const onSendCode = () => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('gateway down')) : Promise.resolve();
    };
    const screen = await renderWithSite(
      <VerificationCodeField label="Code" channel="email" onSendCode={onSendCode} />,
      { locale: 'en-US' },
    );
    await screen.getByRole('button', { name: 'Get code' }).click();
    await expect.element(screen.getByText('Getting the verification code failed')).toBeVisible();
    await screen.getByRole('button', { name: 'Get code' }).click();
    await expect.element(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await expect.element(screen.getByText('Getting the verification code failed')).not.toBeInTheDocument();
  });

  test('an outside error (wrong code from the server) wins over the send state', async () => {
    const screen = await renderWithSite(
      <VerificationCodeField
        label="Code"
        channel="email"
        onSendCode={async () => undefined}
        error="Wrong code"
      />,
      { locale: 'en-US' },
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Code' }))
      .toHaveAccessibleDescription('Wrong code');
  });

  test('the email channel asks for the email code when left empty', async () => {
    const screen = await renderWithSite(
      <VerificationCodeField
        label="邮箱验证码"
        channel="email"
        onSendCode={async () => undefined}
        showValidation
      />,
      { locale: 'zh-CN' },
    );
    await expect.element(screen.getByText(validationMessage('EMAIL_CODE_REQUIRED', 'zh-CN'))).toBeVisible();
  });
});
