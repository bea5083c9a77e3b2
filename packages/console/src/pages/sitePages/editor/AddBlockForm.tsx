import { type HomeBlockType, homeBlockTypes } from '@platform/site-config';
import { Button, Select } from '@platform/ui';
import { useState } from 'react';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import * as styles from './homeBlocksEditor.css.ts';

/** Chooses a block type and adds a block of it at the end of the home. */
export function AddBlockForm({ onAdd }: { onAdd: (type: HomeBlockType) => void }) {
  const text = useConsoleText().homeBlocks;
  const [type, setType] = useState<HomeBlockType>(homeBlockTypes[0] as HomeBlockType);
  return (
    <div className={styles.confirm}>
      <Select
        label={text.newBlockType}
        options={homeBlockTypes.map((value) => ({ value, label: text.blockTypes[value] }))}
        value={type}
        onValueChange={(next) => setType(next as HomeBlockType)}
      />
      <Button tone="secondary" onClick={() => onAdd(type)}>
        {text.add}
      </Button>
    </div>
  );
}
