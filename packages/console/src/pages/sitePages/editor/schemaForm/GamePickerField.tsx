import { Button, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../../../data/consoleQueries.ts';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { useDraftEditing } from '../draftEditing.ts';
import { childPath } from '../jsonPath.ts';
import { moveItem } from '../moveItem.ts';
import { FieldGroup } from './FieldGroup.tsx';
import type { FieldProps } from './fieldProps.ts';
import { ListItemActions } from './ListItemActions.tsx';
import * as styles from './schemaForm.css.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/** How many matches the search offers at once: enough to pick from, short enough to read. */
const MATCHES_SHOWN = 20;

type Catalogue = {
  categories: readonly { id: string; name: string; games: readonly { id: string; name: string }[] }[];
};

function ChosenGame({
  id,
  index,
  chosen,
  names,
  label,
  path,
  onChange,
}: {
  id: string;
  index: number;
  chosen: readonly string[];
  names: ReadonlyMap<string, string>;
  label: string;
  path: string;
  onChange: (next: unknown) => void;
}) {
  const text = useConsoleText().schemaForm;
  const message = useFieldProblems(childPath(path, index));
  // A game the catalogue does not know (any more) shows its id, and the draft's problem says why it is wrong.
  const name = names.get(id) ?? id;
  return (
    <li className={styles.orderedItem}>
      <span>{name}</span>
      {message ? <span className={styles.problem}>{message}</span> : null}
      <ListItemActions
        label={label}
        index={index}
        count={chosen.length}
        onMove={(to) => onChange(moveItem(chosen, index, to))}
      />
      <Button tone="secondary" onClick={() => onChange(chosen.filter((other) => other !== id))}>
        {text.removeGame(name)}
      </Button>
    </li>
  );
}

/** The games whose name holds the search, by category, leaving out those already chosen. */
function matchesOf(catalogue: Catalogue, search: string, chosen: readonly string[]) {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return [];
  return catalogue.categories
    .map((category) => ({
      ...category,
      games: category.games.filter(
        (game) => !chosen.includes(game.id) && game.name.toLocaleLowerCase().includes(wanted),
      ),
    }))
    .filter((category) => category.games.length > 0);
}

/**
 * Games chosen by name from the site's catalogue (a config holds their ids): the chosen ones in order, movable and
 * removable; a search by name lists the site's other games by category, each added with one press.
 */
export function GamePickerField({ value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const { call } = useConsoleRuntime();
  const { siteCode } = useDraftEditing();
  const catalogue = useQuery(consoleQueries.siteCatalogue(call, siteCode));
  const [search, setSearch] = useState('');
  const chosen = (Array.isArray(value) ? value : []).filter((id): id is string => typeof id === 'string');
  const names = new Map(
    (catalogue.data?.categories ?? []).flatMap((category) =>
      category.games.map((game) => [game.id, game.name]),
    ),
  );
  const matches = catalogue.data ? matchesOf(catalogue.data, search, chosen) : [];
  let shown = 0;
  return (
    <FieldGroup label={label} path={path}>
      {chosen.length === 0 ? (
        <p className={styles.hint}>{text.noGamesChosen}</p>
      ) : (
        <ol className={styles.orderedList}>
          {chosen.map((id, index) => (
            <ChosenGame
              key={id}
              id={id}
              index={index}
              chosen={chosen}
              names={names}
              label={label}
              path={path}
              onChange={onChange}
            />
          ))}
        </ol>
      )}
      {catalogue.isError ? <p className={styles.problem}>{text.catalogueUnavailable}</p> : null}
      <TextField type="search" label={text.searchGames} value={search} onValueChange={setSearch} />
      {search.trim() !== '' && catalogue.data && matches.length === 0 ? (
        <p className={styles.hint}>{text.noGamesFound}</p>
      ) : null}
      {matches.map((category) => {
        const games = category.games.slice(0, Math.max(0, MATCHES_SHOWN - shown));
        shown += games.length;
        return games.length === 0 ? null : (
          <fieldset key={category.id} className={styles.matches}>
            <legend className={styles.hint}>{category.name}</legend>
            {games.map((game) => (
              <Button key={game.id} tone="ghost" onClick={() => onChange([...chosen, game.id])}>
                {text.chooseGame(game.name)}
              </Button>
            ))}
          </fieldset>
        );
      })}
    </FieldGroup>
  );
}
