import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openapiDocument } from './openapi.ts';

const run = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
/** The run must not need the network: no usage telemetry, no update check. */
const offline = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

describe('OpenAPI lint (Redocly CLI, recommended rules)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('the generated document has no errors and no warnings', async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(openapiDocument()));
    // `lint` exits non-zero on errors; read the report either way so a failure shows every problem.
    const output = await run(process.execPath, [redoclyCli, 'lint', file, '--format=json'], {
      env: { ...process.env, ...offline },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(output.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
