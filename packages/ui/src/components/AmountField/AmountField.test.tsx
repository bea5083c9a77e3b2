import { formatMoney, toChineseCapitalAmount, validationMessage } from '@platform/domain';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { AmountField } from './AmountField.tsx';

const limits = { minMinor: 100_00, maxMinor: 50_000_00, currencyCode: 'CNY' };

/** Keeps the amount in its own state and reports each change. */
function ControlledAmount({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Amount"
      {...limits}
      quickAmounts={[100_00, 1_000_00, 1_234_56]}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

describe('given an amount field', () => {
  test('the capital amount follows the typed amount exactly, cents included', async () => {
    const screen = await renderWithSite(<AmountField label="金额" {...limits} />, { locale: 'zh-CN' });
    const input = screen.getByRole('textbox', { name: '金额' });
    await input.fill('10086.05');
    await expect.element(screen.getByText(toChineseCapitalAmount('10086.05'))).toBeVisible();
    await input.fill('0.5');
    await expect.element(screen.getByText(toChineseCapitalAmount('0.5'))).toBeVisible();
    await input.fill('');
    await expect.element(screen.getByText('大写金额')).not.toBeInTheDocument();
  });

  test('no capital amount is shown for text that is not money', async () => {
    const screen = await renderWithSite(<AmountField label="金额" {...limits} />, { locale: 'zh-CN' });
    await screen.getByRole('textbox', { name: '金额' }).fill('12abc');
    await expect.element(screen.getByText('大写金额')).not.toBeInTheDocument();
  });

  test('an English reader is not shown Chinese capitals', async () => {
    const screen = await renderWithSite(<AmountField label="Amount" {...limits} />, { locale: 'en-US' });
    await screen.getByRole('textbox', { name: 'Amount' }).fill('100');
    await expect.element(screen.getByText('In Chinese capitals')).not.toBeInTheDocument();
  });

  test('an amount that is not yuan is never written in 元', async () => {
    const screen = await renderWithSite(<AmountField label="金额" {...limits} currencyCode="USDT" />, {
      locale: 'zh-CN',
    });
    await screen.getByRole('textbox', { name: '金额' }).fill('200');
    await expect.element(screen.getByText('大写金额')).not.toBeInTheDocument();
  });

  test.each(['zh-CN', 'zh-HK', 'en-US'] as const)(
    'the limits hint uses the money format of %s',
    async (locale) => {
      const screen = await renderWithSite(<AmountField label="Amount" {...limits} />, { locale });
      await expect
        .element(screen.getByRole('textbox', { name: 'Amount' }))
        .toHaveAccessibleDescription(new RegExp(formatMoney(limits.maxMinor, locale).replace('.', '\\.')));
    },
  );

  test('the bounds are inclusive: the minimum and maximum pass, one cent outside fails', async () => {
    const screen = await renderWithSite(<AmountField label="Amount" {...limits} showValidation />, {
      locale: 'en-US',
    });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await input.fill('100');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await input.fill('50000');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await input.fill('99.99');
    await expect.element(screen.getByText(validationMessage('AMOUNT_BELOW_MINIMUM', 'en-US'))).toBeVisible();
    await input.fill('50000.01');
    await expect.element(screen.getByText(validationMessage('AMOUNT_ABOVE_MAXIMUM', 'en-US'))).toBeVisible();
  });

  test('a quick amount in a controlled field goes through the owner', async () => {
    const changes: string[] = [];
    const screen = await renderWithSite(<ControlledAmount onValueChange={(next) => changes.push(next)} />, {
      locale: 'en-US',
    });
    await screen.getByRole('button', { name: '1,000' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000');
    // A quick amount with cents fills the exact decimal text, never a rounded float.
    await screen.getByRole('button', { name: '1,234.56' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.56');
    await expect
      .element(screen.getByRole('button', { name: '1,234.56' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: '1,000' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(changes).toEqual(['1000', '1234.56']);
  });

  test('typing the same value as a quick amount marks that chip as chosen', async () => {
    const screen = await renderWithSite(<AmountField label="Amount" {...limits} quickAmounts={[500_00]} />, {
      locale: 'en-US',
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '500.00');
    await expect.element(screen.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
  });
});
