import { type ApiRecordStatus, betStatuses, decisionStatuses } from '@platform/domain';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { uiLanguages } from '../../test-support/everyLanguage.ts';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import type { RecordStatus } from './recordStatus.ts';
import { StatusTag } from './StatusTag.tsx';

describe('status tags', () => {
  test('cover every record status the API sends, so a new one fails to compile until it is rendered', () => {
    expectTypeOf<ApiRecordStatus>().toExtend<RecordStatus>();
    expectTypeOf(uiLanguages['en-US'].statusTag).toExtend<Record<ApiRecordStatus, string>>();
  });

  test.each([
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['void', 'Void'],
  ] as const)('show the contract status %s as "%s"', async (status, text) => {
    const screen = await renderWithSite(<StatusTag status={status} />, { locale: 'en-US' });
    await expect.element(screen.getByText(text, { exact: true })).toBeVisible();
  });

  test('give each status the API sends its own label in every language', () => {
    for (const messages of Object.values(uiLanguages).map((strings) => strings.statusTag)) {
      const labels = [...decisionStatuses, ...betStatuses].map((status) => messages[status]);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
