import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Audits the page with axe and expects no violation, each line naming `where` (a path, a tab). Framed documents (a
 * game provider's page, the operator's chat service) are third-party content with landmarks of their own, not
 * ours to audit, so frames are left out.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(violations.map((violation) => `${where}: ${violation.id} ${violation.help}`)).toEqual([]);
}
