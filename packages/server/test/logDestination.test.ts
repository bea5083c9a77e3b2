import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { turnBatchedLogDestination } from '../src/logDestination.ts';

const logFile = () => join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'api.log');
const contentOf = (file: string) => readFileSync(file, 'utf8');

describe('the log destination', () => {
  it("writes a turn's lines together, in order, once the turn is over", async () => {
    const file = logFile();
    const destination = turnBatchedLogDestination(file);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    expect(contentOf(file)).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(contentOf(file)).toBe('{"n":1}\n{"n":2}\n');
    destination.write('{"n":3}\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(contentOf(file)).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it('writes at once when a turn logs a lot', () => {
    const file = logFile();
    const destination = turnBatchedLogDestination(file);
    const line = `${JSON.stringify({ filler: 'x'.repeat(1000) })}\n`;
    for (let count = 0; count < 100; count++) destination.write(line);
    expect(contentOf(file).length).toBeGreaterThanOrEqual(64 * 1024);
  });

  it('loses no line when the process dies in the turn that logged it', async () => {
    const file = logFile();
    const script = `
      import { turnBatchedLogDestination } from ${JSON.stringify(new URL('../src/logDestination.ts', import.meta.url).href)};
      const destination = turnBatchedLogDestination(${JSON.stringify(file)});
      destination.write('{"last":"words"}\\n');
      throw new Error('crash');`;
    const crashed = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]).then(
      () => false,
      () => true,
    );
    expect(crashed).toBe(true);
    expect(contentOf(file)).toBe('{"last":"words"}\n');
  });
});
