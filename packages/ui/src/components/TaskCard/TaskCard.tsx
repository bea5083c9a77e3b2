import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import * as styles from './TaskCard.css.ts';

export const taskStates = ['inProgress', 'claimable', 'claimed', 'expired'] as const;
export type TaskState = (typeof taskStates)[number];

export type TaskCardProps = {
  title: string;
  description?: string;
  rewardMinor: MinorUnits;
  currency: CurrencyDisplay;
  progress: { current: number; target: number };
  state: TaskState;
  onClaim?: () => void;
  /** The claim request is in flight: the button stays disabled so a reward is never claimed twice. */
  claiming?: boolean;
  claimFailed?: boolean;
  ref?: Ref<HTMLElement>;
};

/** One task with its progress and reward; only a claimable task offers the claim button. */
export function TaskCard({
  title,
  description,
  rewardMinor,
  currency,
  progress,
  state,
  onClaim,
  claiming = false,
  claimFailed = false,
  ref,
}: TaskCardProps) {
  const text = useMessages(uiCatalog).taskCard;
  const titleId = useId();
  const target = Math.max(progress.target, 1);
  const current = Math.min(Math.max(progress.current, 0), target);
  return (
    <article ref={ref} className={styles.card({ state })} aria-labelledby={titleId}>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.reward}>
          <span>{text.reward}</span>
          <MoneyDisplay amount={{ minor: rewardMinor }} currency={currency} tone="positive" />
        </div>
        <div className={styles.progressRow}>
          <progress className={styles.progress} aria-label={text.progress} max={target} value={current} />
          <span>
            {current}/{target}
          </span>
        </div>
      </div>
      <TaskAction state={state} claiming={claiming} onClaim={onClaim} />
      {claimFailed ? (
        <p role="alert" className={styles.error}>
          {text.claimFailed}
        </p>
      ) : null}
    </article>
  );
}

function TaskAction({
  state,
  claiming,
  onClaim,
}: {
  state: TaskState;
  claiming: boolean;
  onClaim: (() => void) | undefined;
}) {
  const text = useMessages(uiCatalog).taskCard;
  switch (state) {
    case 'claimable':
      return (
        <Button loading={claiming} onClick={onClaim}>
          {claiming ? text.claiming : text.claim}
        </Button>
      );
    case 'claimed':
    case 'expired':
    case 'inProgress':
      // Not actionable: a disabled button still says why, so the state is announced as the card's action.
      return (
        <Button tone="secondary" disabled>
          {state === 'claimed' ? text.claimed : state === 'expired' ? text.expired : text.inProgress}
        </Button>
      );
    default:
      return state satisfies never;
  }
}
