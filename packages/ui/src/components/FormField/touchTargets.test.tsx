import { siteCodes } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { AmountField } from '../AmountField/AmountField.tsx';
import { CaptchaInput } from '../CaptchaInput/CaptchaInput.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { PhoneField } from '../PhoneField/PhoneField.tsx';
import { Select } from '../Select/Select.tsx';
import { UploadField } from '../UploadField/UploadField.tsx';
import { VerificationCodeField } from '../VerificationCodeField/VerificationCodeField.tsx';

const minimumTouchTarget = 44;

function AllFields() {
  const onePixelPng = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  );
  return (
    <form>
      <PasswordField label="Password" />
      <PhoneField label="Phone" areas={[{ code: '86', name: 'Mainland China' }]} />
      <VerificationCodeField label="Code" channel="phone" onSendCode={async () => undefined} />
      <CaptchaInput label="Captcha" onRefresh={() => {}} />
      <AmountField
        label="Amount"
        currencyCode="CNY"
        minMinor={100}
        maxMinor={100_000}
        quickAmounts={[1_000, 5_000]}
      />
      <Select label="Bank" options={[{ value: 'ICBC', label: 'ICBC' }]} />
      <Checkbox label="Remember me" />
      <UploadField
        label="Screenshots"
        defaultFiles={[new File([onePixelPng], 'a.png', { type: 'image/png' })]}
      />
    </form>
  );
}

/** What a finger hits for each control: the element itself, or the label that wraps a small or hidden input. */
function touchTargets(container: HTMLElement): HTMLElement[] {
  const controls = Array.from(container.querySelectorAll<HTMLElement>('button, input, select'));
  return controls.map((control) =>
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'file')
      ? (control.closest('label') ?? control)
      : control,
  );
}

describe('touch targets of every form control', () => {
  test.each(siteCodes)('are at least 44 px tall, and buttons 44 px wide, in the %s theme', async (site) => {
    const screen = await renderWithSite(<AllFields />, { site, locale: 'en-US' });
    const targets = touchTargets(screen.container);
    expect(targets.length).toBeGreaterThanOrEqual(14);
    const tooSmall = targets
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(
        ({ target, box }) =>
          box.height < minimumTouchTarget || (target.tagName === 'BUTTON' && box.width < minimumTouchTarget),
      )
      .map(({ target, box }) => `${target.outerHTML.slice(0, 80)} ${box.width}×${box.height}`);
    expect(tooSmall).toEqual([]);
  });
});
