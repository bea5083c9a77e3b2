import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/composition/openDatabase.ts';

const scratch = mkdtempSync(join(tmpdir(), 'pglite-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('starts in a data folder whose parents do not exist yet (a fresh clone has no .data/) and keeps data across restarts', async () => {
    const dataDir = join(scratch, 'not', 'there', 'yet', 'pglite');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table if not exists survives_restart (value text)`);
    await first.db.execute(sql`insert into survives_restart values ('kept')`);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    const result = await reopened.db.execute(sql`select value from survives_restart`);
    await reopened.close();
    expect((result as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: 'kept' }]);
  });
});
