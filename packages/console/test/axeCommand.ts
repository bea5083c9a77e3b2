import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserCommand } from 'vitest/node';

/** axe-core's browser build: the one @axe-core/playwright (the end-to-end tests' audit) injects. */
const axeSource = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeResults = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };

/**
 * Audits what the test rendered (the test's frame, not Vitest's runner around it) with axe, and answers one line
 * per violation: rule, help and where. Same rules as test/e2e/support/accessibility.ts.
 */
export const axeViolations: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('axeViolations needs the Playwright provider');
  const frame = await (context as unknown as { frame: () => Promise<import('playwright').Frame> }).frame();
  await frame.evaluate(axeSource);
  const results = (await frame.evaluate('axe.run(document.body)')) as AxeResults;
  return results.violations.map(
    (violation) =>
      `${violation.id} ${violation.help}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
};
