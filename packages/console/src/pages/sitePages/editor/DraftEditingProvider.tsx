import type { ConsoleEndpoints, EndpointResponse } from '@platform/contract';
import type { SiteConfig } from '@platform/site-config';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConsoleRuntime } from '../../../boot/consoleRuntime.tsx';
import { siteConfigKey } from '../../../data/consoleQueries.ts';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import type { Announce } from '../../../pageParts/ActionAnnouncement.tsx';
import { type DraftEditing, DraftEditingContext, type DraftProblem } from './draftEditing.ts';
import { problemsInside } from './draftProblems.ts';

type Overview = EndpointResponse<ConsoleEndpoints['consoleSiteConfig']>;

/** How long after the operator's last change the draft is saved: one save per pause in typing, not per key. */
const DRAFT_SAVE_DELAY_MS = 600;

/**
 * The config the editors start from: the operator's own draft, else the published version. The server keeps a draft
 * even when it is invalid, so the editors read it as a SiteConfig that may break its schema in places (the problems
 * say where); they never assume a prop is valid.
 */
const startingConfig = (overview: Overview) =>
  (overview.draft?.config ?? overview.publishedConfig) as SiteConfig;

/** What the server holds for the operator now; when it changes without the editor's doing, the editor takes it. */
const serverStateOf = (overview: Overview) => `${overview.publishedVersion} ${overview.draft?.savedAt ?? ''}`;

/**
 * Holds the operator's working copy of the site's config for the composer's editors and preview, and saves it as the
 * operator's draft a moment after each pause in editing: one save at a time, the newest copy always saved last. A
 * draft the server changed by itself (an import, a publish, a rollback) replaces the working copy only while no
 * change of the operator's is waiting, so the page's refresh after a save never undoes what they are typing.
 */
export function DraftEditingProvider({
  overview,
  announce,
  children,
}: {
  overview: Overview;
  announce: Announce;
  children: ReactNode;
}) {
  const text = useConsoleText().homeBlocks;
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const { siteCode } = overview;
  const [config, setConfig] = useState(() => startingConfig(overview));
  const [problems, setProblems] = useState<readonly DraftProblem[]>(() => overview.draft?.problems ?? []);
  const [saving, setSaving] = useState(false);
  const latest = useRef(config);
  const baseVersion = useRef(overview.draft?.baseVersion ?? overview.publishedVersion);
  const publishedVersion = useRef(overview.publishedVersion);
  publishedVersion.current = overview.publishedVersion;
  const knownServerState = useRef(serverStateOf(overview));
  const lastSavedAt = useRef(overview.draft?.savedAt ?? '');
  // Changes are counted: a save covers the changes made before it was sent, later ones wait for the next save.
  const changes = useRef(0);
  const savedChanges = useRef(0);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current || changes.current === savedChanges.current) return;
    inFlight.current = true;
    const sentChanges = changes.current;
    let saved = false;
    try {
      const reply = await call('consoleSaveSiteDraft', {
        body: { siteCode, baseVersion: baseVersion.current, config: latest.current },
      });
      saved = true;
      savedChanges.current = sentChanges;
      baseVersion.current = reply.baseVersion;
      lastSavedAt.current = reply.savedAt;
      knownServerState.current = `${publishedVersion.current} ${reply.savedAt}`;
      setProblems(reply.problems);
      void queryClient.invalidateQueries({ queryKey: siteConfigKey(siteCode) });
    } catch (error) {
      // Kept as unsaved: the operator's next change schedules the save again.
      announce(text.saveFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      inFlight.current = false;
    }
    const waiting = changes.current !== savedChanges.current;
    setSaving(waiting);
    // Changes made while this save was out, whose own timer already fired, go now.
    if (saved && waiting && timer.current === undefined) await save();
  }, [call, siteCode, announce, queryClient, text]);

  const change = useCallback<DraftEditing['change']>(
    (recipe) => {
      const next = recipe(latest.current);
      latest.current = next;
      setConfig(next);
      changes.current += 1;
      setSaving(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void save();
      }, DRAFT_SAVE_DELAY_MS);
    },
    [save],
  );

  // The server's draft changed without this editor (imported, published, rolled back): take it, unless the
  // operator has a change waiting (its save answers with the problems) or it is older than the editor's own save.
  const serverState = serverStateOf(overview);
  useEffect(() => {
    if (serverState === knownServerState.current) return;
    if (changes.current !== savedChanges.current || inFlight.current) return;
    const draftSavedAt = overview.draft?.savedAt;
    if (draftSavedAt !== undefined && draftSavedAt < lastSavedAt.current) return;
    knownServerState.current = serverState;
    baseVersion.current = overview.draft?.baseVersion ?? overview.publishedVersion;
    const next = startingConfig(overview);
    latest.current = next;
    setConfig(next);
    setProblems(overview.draft?.problems ?? []);
  }, [serverState, overview]);

  // Leaving the site with a change still waiting: save it now rather than lose it.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      void save();
    },
    [save],
  );

  const editing = useMemo<DraftEditing>(
    () => ({
      siteCode,
      config,
      change,
      problems,
      problemsAt: (path) => problemsInside(problems, path),
      saving,
    }),
    [siteCode, config, change, problems, saving],
  );
  return <DraftEditingContext.Provider value={editing}>{children}</DraftEditingContext.Provider>;
}
