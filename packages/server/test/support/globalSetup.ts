import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/composition/openDatabase.ts';
import { loadPasswordKeyRing } from '../../src/security/rsaKeys.ts';
import { seedDemoData } from '../../src/seed/seedDemoData.ts';
import { defaultSiteDirectory } from '../../src/sites/siteConfigs.ts';
import { TEST_DEMO_PASSWORD } from './testConstants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const repositoryRoot = join(serverRoot, '../..');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** What the snapshot is built from: when none of these change, the previous run's snapshot is reused. */
function snapshotFingerprint(): string {
  const hash = createHash('sha256');
  const inputs = [
    join(serverRoot, 'drizzle'),
    join(serverRoot, 'src/seed'),
    join(serverRoot, 'src/money/seed.ts'),
    join(serverRoot, 'src/money/schema'),
    join(serverRoot, 'src/money/ledger'),
    join(serverRoot, 'src/db'),
    join(repositoryRoot, 'site-configs'),
    join(serverRoot, 'test/support/testConstants.ts'),
  ];
  for (const file of inputs.flatMap(filesUnder)) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Provides one migrated and seeded PGlite dump (RSA key included) to every test file, which loads its own copy in
 * about a second instead of paying PGlite's initdb, the migrations and the seed again. The dump is cached in the
 * temp folder under a fingerprint of everything it is built from.
 */
export default async function setup(project: TestProject): Promise<void> {
  const path = join(tmpdir(), `platform-server-snapshot-${snapshotFingerprint()}.tar.gz`);
  if (!existsSync(path)) {
    const client = new PGlite();
    const connection = await openDatabase({ pglite: client });
    await loadPasswordKeyRing(connection.db, Date.now);
    await seedDemoData(connection.db, defaultSiteDirectory().all, {
      demoPassword: TEST_DEMO_PASSWORD,
      nowMs: Date.now(),
    });
    const dump = await client.dumpDataDir('gzip');
    const temporary = `${path}.${process.pid}.partial`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, path);
    await client.close();
  }
  project.provide('pgliteSnapshotPath', path);
}
