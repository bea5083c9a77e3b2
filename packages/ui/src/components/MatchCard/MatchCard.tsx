import { dateTimeFormat } from '@platform/domain';
import type { Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './MatchCard.css.ts';

export type Match = { id: string; league: string; homeTeam: string; awayTeam: string; kickoffAt: Date };

export type MatchCardProps = {
  match: Match;
  onSelect: (match: Match) => void;
  /** IANA zone for the kick-off time; the device's zone by default. */
  timeZone?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A featured match: league, kick-off time and the two teams; selecting it opens the sportsbook on it. */
export function MatchCard({ match, onSelect, timeZone, ref }: MatchCardProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).matchCard;
  const kickoff = dateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(match.kickoffAt);
  return (
    // Raw <button>: the whole match card is the tap target, not a labelled Button.
    <button ref={ref} type="button" className={styles.card} onClick={() => onSelect(match)}>
      <span className={styles.meta}>
        <span>{match.league}</span>
        <time dateTime={match.kickoffAt.toISOString()}>{kickoff}</time>
      </span>
      <span className={styles.teams}>
        <span className={styles.team}>{match.homeTeam}</span>
        <span className={styles.versus}>{text.versus}</span>
        <span className={styles.awayTeam}>{match.awayTeam}</span>
      </span>
    </button>
  );
}
