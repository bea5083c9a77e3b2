import { validationMessage } from '@platform/domain';
import { createRef, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { type PhoneArea, PhoneField } from './PhoneField.tsx';

const areas: PhoneArea[] = [
  { code: '86', name: 'Mainland China' },
  { code: '852', name: 'Hong Kong' },
];

/** Keeps the area code in its own state, starting at Hong Kong. */
function ControlledAreaPhone({ onAreaCodeChange }: { onAreaCodeChange: (areaCode: string) => void }) {
  const [areaCode, setAreaCode] = useState('852');
  return (
    <PhoneField
      label="Phone"
      areas={areas}
      areaCode={areaCode}
      onAreaCodeChange={(next) => {
        onAreaCodeChange(next);
        setAreaCode(next);
      }}
    />
  );
}

describe('given a phone field', () => {
  test('the number is checked against the area chosen, and re-checked when the area changes', async () => {
    const screen = await renderWithSite(<PhoneField label="Phone" areas={areas} />, { locale: 'en-US' });
    const number = screen.getByRole('textbox', { name: 'Phone' });
    const invalid = validationMessage('PHONE_NUMBER_INVALID', 'en-US');
    await number.fill('51234567');
    await userEvent.tab();
    await expect.element(screen.getByText(invalid)).toBeVisible();
    await screen.getByRole('combobox', { name: 'Area code' }).selectOptions('852');
    await expect.element(screen.getByText(invalid)).not.toBeInTheDocument();
    await expect.element(screen.getByText('+852', { exact: true })).toBeVisible();
  });

  test('a controlled area code comes from the owner', async () => {
    const chosen: string[] = [];
    const screen = await renderWithSite(
      <ControlledAreaPhone onAreaCodeChange={(next) => chosen.push(next)} />,
      { locale: 'en-US' },
    );
    const select = screen.getByRole('combobox', { name: 'Area code' });
    await expect.element(select).toHaveValue('852');
    await select.selectOptions('86');
    await expect.element(screen.getByText('+86', { exact: true })).toBeVisible();
    expect(chosen).toEqual(['86']);
  });

  test('the ref reaches the number input, which asks for the phone keyboard', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithSite(<PhoneField label="Phone" areas={areas} ref={ref} />, { locale: 'en-US' });
    expect(ref.current?.type).toBe('tel');
    expect(ref.current?.inputMode).toBe('tel');
    expect(ref.current?.autocomplete).toBe('tel-national');
  });

  test('the area picker lists every area with its name and code', async () => {
    const screen = await renderWithSite(<PhoneField label="電話" areas={areas} />, { locale: 'zh-HK' });
    await expect.element(screen.getByRole('option', { name: 'Hong Kong +852' })).toBeInTheDocument();
    await expect.element(screen.getByRole('combobox', { name: '區號' })).toBeVisible();
  });
});
