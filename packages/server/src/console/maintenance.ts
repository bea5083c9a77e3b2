import type { MaintenanceScope } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { gameCategories, games, type MaintenanceNote, venues } from '../db/schema/catalogue.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';

/** What an operator switches: a whole site, or one venue (by wallet code) or game (by id) of it. */
export interface MaintenanceSwitch {
  siteCode: string;
  scope: MaintenanceScope;
  /** the venue's wallet code or the game's id; unused for a site */
  target?: string | undefined;
  on: boolean;
  /** what members read meanwhile, per content language; cleared when it opens again */
  note?: MaintenanceNote | undefined;
}

/** game_categories.state: 1 open, 2 under maintenance (games/service.ts reads it). */
const categoryState = (on: boolean) => (on ? 2 : 1);

/**
 * Puts a site, a venue or a game under maintenance or opens it again (issue 24), one implementation for the
 * console and the operator tool, on the catalogue's own flags (venues.maintenance, game_categories.state,
 * games.maintenance) that the games list, game launch and venue transfers already read, so it takes effect for
 * members at once, with the operator's message per language beside the flag (the games list and the venue
 * wallets show it in the member's language); a site or venue switch also tells open apps (the
 * `maintenance.changed` site event, on which they read both again). Audited
 * with the state before. Answers how many venues (site, venue) or games (game) it switched, or null when the
 * site has no such venue or game (nothing written).
 */
export async function switchMaintenance(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  change: MaintenanceSwitch,
  by: ActingOperator,
  now: Date,
): Promise<{ changed: number } | null> {
  const { siteCode, on } = change;
  const maintenanceNote = on ? (change.note ?? null) : null;
  const switched = { maintenanceNote, maintenanceSwitchedAt: now, maintenanceSwitchedBy: by.actor };
  return database.transaction(async (transaction) => {
    let before: unknown;
    let changed: number;
    switch (change.scope) {
      case 'site': {
        const closedBefore = await transaction
          .select({ walletCode: venues.walletCode })
          .from(venues)
          .where(and(eq(venues.siteCode, siteCode), eq(venues.maintenance, true)));
        const rows = await transaction
          .update(venues)
          .set({ maintenance: on, ...switched })
          .where(eq(venues.siteCode, siteCode))
          .returning({ walletCode: venues.walletCode });
        if (rows.length === 0) return null;
        await transaction
          .update(gameCategories)
          .set({ state: categoryState(on) })
          .where(eq(gameCategories.siteCode, siteCode));
        await events.publish(transaction, 'maintenance.switched', { siteCode, on, occurredAt: now });
        before = { venuesUnderMaintenance: closedBefore.map((venue) => venue.walletCode) };
        changed = rows.length;
        break;
      }
      case 'venue': {
        const where = and(eq(venues.siteCode, siteCode), eq(venues.walletCode, change.target ?? ''));
        const [row] = await transaction
          .select({ on: venues.maintenance, note: venues.maintenanceNote })
          .from(venues)
          .where(where)
          .for('update');
        if (!row) return null;
        await transaction
          .update(venues)
          .set({ maintenance: on, ...switched })
          .where(where);
        await events.publish(transaction, 'maintenance.switched', {
          siteCode,
          venueCode: change.target,
          on,
          occurredAt: now,
        });
        before = { on: row.on, note: row.note };
        changed = 1;
        break;
      }
      case 'game': {
        const where = and(eq(games.siteCode, siteCode), eq(games.id, change.target ?? ''));
        const [row] = await transaction
          .select({ on: games.maintenance, note: games.maintenanceNote })
          .from(games)
          .where(where)
          .for('update');
        if (!row) return null;
        await transaction
          .update(games)
          .set({ maintenance: on, ...switched })
          .where(where);
        before = { on: row.on, note: row.note };
        changed = 1;
        break;
      }
    }
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'maintenance.switched',
      siteCode,
      target: change.scope === 'site' ? siteCode : `${change.scope}:${change.target}`,
      before,
      after: { scope: change.scope, on, note: maintenanceNote },
    });
    return { changed };
  });
}
