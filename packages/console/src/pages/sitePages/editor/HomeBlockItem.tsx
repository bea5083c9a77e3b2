import type { HomeBlock } from '@platform/site-config';
import { Badge, Button } from '@platform/ui';
import { type DragEvent, useId, useState } from 'react';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import { useDraftEditing } from './draftEditing.ts';
import * as styles from './homeBlocksEditor.css.ts';
import { homeBlockPath, homeBlockPropsPath } from './jsonPath.ts';
import { readBlock } from './readBlock.ts';
import { SchemaForm } from './schemaForm/SchemaForm.tsx';

/** Which of a block's move buttons was pressed, so focus can return to it once the block has moved. */
export type MoveButton = 'up' | 'down';

/** How a block in the list is dragged: its handle starts the drag, any block can take the drop. */
export type BlockDragging = {
  onDragStart: (index: number) => void;
  onDragEnd: () => void;
  onDragOver: (index: number, event: DragEvent) => void;
  onDrop: (index: number, event: DragEvent) => void;
  dropIndex: number | null;
};

/**
 * One block of the home: its place and name, a badge when the draft has problems in it, a drag handle, move up and
 * down, remove (asked twice), and its props' form when opened.
 */
export function HomeBlockItem({
  block,
  index,
  count,
  blockKey,
  name,
  open,
  onToggle,
  onMove,
  onRemove,
  dragging,
}: {
  /** The entry of the draft's home, read with readBlock (the draft may be invalid). */
  block: unknown;
  index: number;
  count: number;
  blockKey: string;
  name: string;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number, button: MoveButton) => void;
  onRemove: () => void;
  dragging: BlockDragging;
}) {
  const text = useConsoleText().homeBlocks;
  const { change, problemsAt } = useDraftEditing();
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const problemCount = problemsAt(homeBlockPath(index)).length;
  const { props: value, schema } = readBlock(block);
  return (
    <li
      data-block-key={blockKey}
      className={dragging.dropIndex === index ? `${styles.block} ${styles.dropTarget}` : styles.block}
      onDragOver={(event) => dragging.onDragOver(index, event)}
      onDrop={(event) => dragging.onDrop(index, event)}
    >
      <div className={styles.blockHeader}>
        <button
          type="button"
          className={styles.handle}
          draggable
          aria-label={text.dragHandle(name)}
          // The handle is for the pointer; the move buttons beside it do the same from the keyboard.
          tabIndex={-1}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            dragging.onDragStart(index);
          }}
          onDragEnd={dragging.onDragEnd}
        >
          ⠿
        </button>
        <h3 className={styles.blockName}>{text.numbered(index + 1, name)}</h3>
        {problemCount > 0 ? <Badge tone="negative">{text.problemCount(problemCount)}</Badge> : null}
        <Button
          tone="secondary"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          disabled={schema === undefined}
          onClick={onToggle}
        >
          {text.edit(name)}
        </Button>
        <Button
          tone="secondary"
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1, 'up')}
        >
          {text.moveUp(name)}
        </Button>
        <Button
          tone="secondary"
          data-move="down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'down')}
        >
          {text.moveDown(name)}
        </Button>
        <Button tone="secondary" onClick={() => setConfirming(true)}>
          {text.remove(name)}
        </Button>
      </div>
      {confirming ? (
        <div className={styles.confirm}>
          <span>{text.confirmRemove(name)}</span>
          <Button tone="danger" autoFocus onClick={onRemove}>
            {text.remove(name)}
          </Button>
          <Button tone="secondary" onClick={() => setConfirming(false)}>
            {text.keepBlock}
          </Button>
        </div>
      ) : null}
      {open && schema !== undefined ? (
        <div id={formId}>
          <SchemaForm
            schema={schema}
            value={value}
            path={homeBlockPropsPath(index)}
            onChange={(props) =>
              change((config) => ({
                ...config,
                home: config.home.map((other, at) =>
                  at === index ? ({ ...other, props } as HomeBlock) : other,
                ),
              }))
            }
          />
        </div>
      ) : null}
    </li>
  );
}
