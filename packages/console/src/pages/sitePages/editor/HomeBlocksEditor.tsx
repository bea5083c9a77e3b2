import { type HomeBlock, type HomeBlockType, homeBlockPropsSchemas } from '@platform/site-config';
import { useEffect, useRef, useState } from 'react';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import type { Announce } from '../../../pageParts/ActionAnnouncement.tsx';
import * as pageStyles from '../../../pageParts/consoleStyles.css.ts';
import { AddBlockForm } from './AddBlockForm.tsx';
import { useDraftEditing } from './draftEditing.ts';
import { type BlockDragging, HomeBlockItem, type MoveButton } from './HomeBlockItem.tsx';
import * as styles from './homeBlocksEditor.css.ts';
import { moveItem } from './moveItem.ts';
import { readBlock } from './readBlock.ts';
import { defaultValue } from './schemaForm/defaultValue.ts';
import { useBlockKeys } from './useBlockKeys.ts';

/**
 * The home's blocks in order, edited in the working copy: open one to edit its props, add one of any type, remove
 * one, and reorder by dragging a handle or with each block's move buttons (focus stays on the moved block's button,
 * and the new position is announced).
 */
export function HomeBlocksEditor({ announce }: { announce: Announce }) {
  const text = useConsoleText().homeBlocks;
  const { config, change, saving } = useDraftEditing();
  // A draft is kept even when invalid: a home that is not a list is shown as empty (its problem is in the list).
  const home: readonly HomeBlock[] = Array.isArray(config.home) ? config.home : [];
  const blockKeys = useBlockKeys(home.length);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  // A ref, not state: the first dragover can come before React renders the drag's start.
  const dragFrom = useRef<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterMove = useRef<{ key: string; button: MoveButton } | null>(null);

  const nameOf = (type: string) => text.blockTypes[type as HomeBlockType] ?? type;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (target === null) return;
    focusAfterMove.current = null;
    const block = listRef.current?.querySelector(`[data-block-key="${target.key}"]`);
    const pressed = block?.querySelector<HTMLButtonElement>(`[data-move="${target.button}"]`);
    // At the top or bottom the pressed button is disabled: focus its twin, still on the moved block.
    const other = block?.querySelector<HTMLButtonElement>(
      `[data-move="${target.button === 'up' ? 'down' : 'up'}"]`,
    );
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  });

  const move = (from: number, to: number, button: MoveButton | null) => {
    const block = home[from];
    if (block === undefined || to < 0 || to >= home.length || from === to) return;
    if (button !== null) focusAfterMove.current = { key: blockKeys.keys[from] as string, button };
    blockKeys.move(from, to);
    change((current) => ({ ...current, home: moveItem(current.home, from, to) }));
    announce(text.moved(nameOf(readBlock(block).type), to + 1, home.length));
  };

  const add = (type: HomeBlockType) => {
    const key = blockKeys.add();
    const block = { type, props: defaultValue(homeBlockPropsSchemas[type]) } as HomeBlock;
    change((current) => ({ ...current, home: [...current.home, block] }));
    setOpenKeys((open) => new Set(open).add(key));
    announce(text.added(nameOf(type)));
  };

  const remove = (index: number) => {
    const block = home[index];
    if (block === undefined) return;
    blockKeys.remove(index);
    change((current) => ({ ...current, home: current.home.filter((_, at) => at !== index) }));
    announce(text.removed(nameOf(readBlock(block).type)));
    // The pressed button is gone with its block: the section's heading takes focus, not the page's top.
    headingRef.current?.focus();
  };

  const dragging: BlockDragging = {
    onDragStart: (index) => {
      dragFrom.current = index;
    },
    onDragEnd: () => {
      dragFrom.current = null;
      setDropIndex(null);
    },
    onDragOver: (index, event) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropIndex(index);
    },
    onDrop: (index, event) => {
      const from = dragFrom.current;
      if (from === null) return;
      event.preventDefault();
      dragFrom.current = null;
      setDropIndex(null);
      move(from, index, null);
    },
    dropIndex,
  };

  return (
    <section className={pageStyles.panel} aria-labelledby="home-blocks-heading">
      <h2 id="home-blocks-heading" ref={headingRef} tabIndex={-1} className={pageStyles.subheading}>
        {text.heading}
      </h2>
      <p className={pageStyles.muted}>{text.intro}</p>
      {saving ? <p className={pageStyles.muted}>{text.saving}</p> : null}
      <ol ref={listRef} className={styles.list}>
        {home.map((block, index) => {
          const key = blockKeys.keys[index] as string;
          return (
            <HomeBlockItem
              key={key}
              blockKey={key}
              block={block}
              index={index}
              count={home.length}
              name={nameOf(readBlock(block).type)}
              open={openKeys.has(key)}
              onToggle={() =>
                setOpenKeys((open) => {
                  const next = new Set(open);
                  if (!next.delete(key)) next.add(key);
                  return next;
                })
              }
              onMove={(to, button) => move(index, to, button)}
              onRemove={() => remove(index)}
              dragging={dragging}
            />
          );
        })}
      </ol>
      <AddBlockForm onAdd={add} />
    </section>
  );
}
