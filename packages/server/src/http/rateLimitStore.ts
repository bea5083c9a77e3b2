import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/**
 * Request counters of @fastify/rate-limit in the database instead of each process's memory, so a limit holds
 * however many API instances share the database (and PGlite mode needs nothing more).
 *
 * The table is UNLOGGED: counters are worth nothing after a crash (the limits simply start over), so PostgreSQL
 * need not write them to its WAL. It is created here rather than by a migration because it is not data of the
 * platform, only of this plugin; `create … if not exists` makes the install idempotent (openDatabase runs it, under
 * the start-up lock: two `create … if not exists` at the same instant can still collide in the catalogue).
 */
export async function installRateLimitTable(db: Database): Promise<void> {
  await db.execute(sql`
    create unlogged table if not exists request_rate_windows (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`);
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;

/** Expired windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed window per key: the first hit opens it for `timeWindow` ms, later hits inside it count up. One
 * statement per request, atomic under concurrency (the upsert locks the key's row), and the window's end comes
 * from the database clock, so instances with skewed clocks agree.
 */
function countHit(db: Database, key: string, timeWindowMs: number): Promise<Counted> {
  return db
    .execute(sql`
      insert into request_rate_windows as w (key, hits, window_ends_at)
      values (${key}, 1, clock_timestamp() + make_interval(secs => ${timeWindowMs / 1000}))
      on conflict (key) do update set
        hits = case when w.window_ends_at <= clock_timestamp() then 1 else w.hits + 1 end,
        window_ends_at = case when w.window_ends_at <= clock_timestamp()
          then excluded.window_ends_at else w.window_ends_at end
      returning hits, greatest(0, extract(epoch from w.window_ends_at - clock_timestamp()) * 1000)::float8 as ttl`)
    .then((result) => {
      const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
      if (!row) throw new Error('rate window upsert returned nothing');
      return { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) };
    });
}

/**
 * The `store` option of @fastify/rate-limit: the plugin constructs it once and asks `child` for one per route,
 * whose keys are prefixed with the route so two routes' limits never share a counter.
 */
export function databaseRateLimitStore(db: Database) {
  let lastSweepMs = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweepMs < SWEEP_EVERY_MS) return;
    lastSweepMs = now;
    void db
      .execute(sql`delete from request_rate_windows where window_ends_at < clock_timestamp()`)
      .catch(() => {
        // a failed sweep only leaves expired rows for the next one
      });
  };

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its global options to the root store; only `child` passes a route prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** At run time the plugin passes its merged route options, which carry the route as `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(`${[route?.method].flat().join(',')} ${route?.url ?? ''} `);
    }
  };
}
