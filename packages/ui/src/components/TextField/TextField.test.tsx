import { validateAccountName, validationMessage } from '@platform/domain';
import { createRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { TextField } from './TextField.tsx';

const accountRule = (value: string) => validateAccountName(value);

describe('given a text field with a domain rule', () => {
  test('the ref reaches the input element', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithSite(<TextField label="账号" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.labels?.[0]?.textContent).toBe('账号');
  });

  test('the message waits until the member leaves the field, then follows the typing', async () => {
    const screen = await renderWithSite(<TextField label="账号" rule={accountRule} />, { locale: 'zh-CN' });
    const input = screen.getByRole('textbox', { name: '账号' });
    const invalid = validationMessage('ACCOUNT_NAME_INVALID', 'zh-CN');
    await input.fill('ab');
    await expect.element(screen.getByText(invalid)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByText(invalid)).toBeVisible();
    await input.fill('abcd');
    await expect.element(screen.getByText(invalid)).not.toBeInTheDocument();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  test("the message is in the member's language", async () => {
    const screen = await renderWithSite(<TextField label="賬號" rule={accountRule} showValidation />, {
      locale: 'zh-HK',
    });
    await expect.element(screen.getByText(validationMessage('ACCOUNT_NAME_REQUIRED', 'zh-HK'))).toBeVisible();
  });

  test('an outside error is shown instead of the rule message', async () => {
    const screen = await renderWithSite(
      <TextField label="Account" rule={accountRule} showValidation error="This account is taken" />,
      { locale: 'en-US' },
    );
    const input = screen.getByRole('textbox', { name: 'Account' });
    await expect.element(input).toHaveAccessibleDescription('This account is taken');
    await expect
      .element(screen.getByText(validationMessage('ACCOUNT_NAME_REQUIRED', 'en-US')))
      .not.toBeInTheDocument();
  });

  test('the hint and the message both describe the input, message first', async () => {
    const screen = await renderWithSite(
      <TextField label="Account" description="4-11 letters or digits" error="Taken" />,
      { locale: 'en-US' },
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Account' }))
      .toHaveAccessibleDescription('Taken 4-11 letters or digits');
  });
});

/** Owns the value and upper-cases whatever the member types. */
function UpperCaseOwner({ onChange, onBlur }: { onChange: () => void; onBlur: () => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Code"
      value={value}
      onValueChange={(next) => setValue(next.toUpperCase())}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

describe('given a controlled text field', () => {
  test('the input shows what the owner holds, and the native handlers still run', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const screen = await renderWithSite(<UpperCaseOwner onChange={onChange} onBlur={onBlur} />, {
      locale: 'en-US',
    });
    const input = screen.getByRole('textbox', { name: 'Code' });
    await input.fill('abc');
    await expect.element(input).toHaveValue('ABC');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  test('without an owner update the value does not change', async () => {
    const screen = await renderWithSite(<TextField label="Fixed" value="locked" onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Fixed' });
    await userEvent.type(input, 'x');
    await expect.element(input).toHaveValue('locked');
  });
});
