import { RECOMMENDED_MATCH_PAGE_SIZE } from '@platform/domain';
import { type Ref, useId } from 'react';
import { type UiStrings, uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import { ShapedSkeleton } from '../Layout/index.ts';
import { type Match, MatchCard } from '../MatchCard/index.ts';
import * as styles from './RecommendedMatches.css.ts';

export const recommendedMatchesStates = ['ready', 'loading', 'error'] as const;

export type RecommendedMatchesProps = {
  /** The matches of the current page (at most a page size). */
  matches: readonly Match[];
  page: number;
  total: number;
  pageSize?: number;
  /** "Next" asks the owner (the paging machine) for the following page; wrapping is the domain rule's job. */
  onNext: () => void;
  onSelectMatch: (match: Match) => void;
  state?: (typeof recommendedMatchesStates)[number];
  timeZone?: string;
  ref?: Ref<HTMLElement>;
};

/** A match whose card has one line per field, the size a loading card reserves. */
const standInMatch: Match = {
  id: 'stand-in',
  league: '\u00a0',
  homeTeam: '\u00a0',
  awayTeam: '\u00a0',
  kickoffAt: new Date(0),
};

const ignore = () => {};

/** The featured-match strip: one page of matches and a "next" control. */
export function RecommendedMatches({
  matches,
  page,
  total,
  pageSize = RECOMMENDED_MATCH_PAGE_SIZE,
  onNext,
  onSelectMatch,
  state = 'ready',
  timeZone,
  ref,
}: RecommendedMatchesProps) {
  const text = useMessages(uiCatalog).recommendedMatches;
  const titleId = useId();
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} aria-busy={state === 'loading'}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <Button
          tone="secondary"
          onClick={onNext}
          disabled={state === 'loading' || total <= 0}
          aria-describedby={`${titleId}-page`}
        >
          {text.next}
        </Button>
      </div>
      <p
        id={`${titleId}-page`}
        className={styles.message}
        aria-live="polite"
        hidden={state === 'error' || (state === 'ready' && total <= 0)}
        // Loading, the line keeps its room (the matches arrive without moving what is under them).
        style={state === 'loading' ? { visibility: 'hidden' } : undefined}
      >
        {text.page(Math.min(page, pages), pages)}
      </p>
      <RecommendedMatchesBody
        state={state}
        matches={matches}
        onSelectMatch={onSelectMatch}
        timeZone={timeZone}
        pageSize={pageSize}
        text={text}
      />
    </section>
  );
}

function RecommendedMatchesBody({
  state,
  matches,
  onSelectMatch,
  timeZone,
  pageSize,
  text,
}: {
  state: (typeof recommendedMatchesStates)[number];
  matches: readonly Match[];
  onSelectMatch: (match: Match) => void;
  timeZone: string | undefined;
  pageSize: number;
  text: UiStrings['recommendedMatches'];
}) {
  switch (state) {
    case 'loading':
      return (
        <div className={styles.list} role="status" aria-label={text.loading}>
          {Array.from({ length: pageSize }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <ShapedSkeleton key={index} shape={<MatchCard match={standInMatch} onSelect={ignore} />} />
          ))}
        </div>
      );
    case 'error':
      return (
        <p className={styles.message} role="alert">
          {text.error}
        </p>
      );
    case 'ready':
      if (matches.length === 0) {
        return <p className={styles.message}>{text.empty}</p>;
      }
      return (
        <ul className={styles.list}>
          {matches.slice(0, pageSize).map((match) => (
            <li key={match.id}>
              <MatchCard match={match} onSelect={onSelectMatch} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      );
    default:
      return state satisfies never;
  }
}
