import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a table's rows under a filter, with the total the member's list shows ("12 of 40").
 * Every paged list of the API reads its rows this way, so the offset arithmetic lives in one place.
 */
export async function selectPage<Table extends PgTable>(
  db: Database,
  table: Table,
  filter: SQL | undefined,
  orderBy: readonly (PgColumn | SQL)[],
  { page, pageSize }: PageRequest,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const source = table as PgTable;
  const [total] = await db.select({ value: count() }).from(source).where(filter);
  const rows = await db
    .select()
    .from(source)
    .where(filter)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows as Table['$inferSelect'][], total: total?.value ?? 0 };
}
