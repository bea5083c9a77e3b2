import { requireSiteConfig } from '@platform/site-config';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { fakeSiteConfigServer } from '../../../../test-support/fakeSiteConfigServer.ts';
import { renderConsolePage } from '../../../../test-support/renderConsolePage.tsx';
import { type DraftEditing, DraftEditingContext, type DraftProblem } from '../draftEditing.ts';
import { problemsInside } from '../draftProblems.ts';
import { SchemaForm } from './SchemaForm.tsx';

/**
 * Props annotated as the rules helper annotates gameGrid's (issue 25): games and a category chosen from the site's
 * catalogue. Written as the JSON Schema TypeBox produces, since no block type carries the annotations yet.
 */
const pickedProps = {
  type: 'object',
  required: ['pinnedGameIds'],
  properties: {
    pinnedGameIds: { type: 'array', items: { type: 'string' }, 'x-picker': 'game' },
    categoryId: { type: 'string', 'x-picker': 'category', description: 'Category shown first' },
  },
};

const unknownGame: DraftProblem = {
  path: '$.home[5].props.pinnedGameIds[1]',
  expected: "one of the site's game ids",
  found: '"g-999"',
};

/** The form with its own value, inside a working copy whose only problem is the unknown game. */
function PickedForm({ onValue }: { onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>({ pinnedGameIds: ['g-102', 'g-999'] });
  const problems = [unknownGame];
  const editing: DraftEditing = {
    siteCode: 'hgty',
    config: requireSiteConfig('hgty'),
    change: () => undefined,
    problems,
    problemsAt: (path) => problemsInside(problems, path),
    saving: false,
  };
  return (
    <DraftEditingContext.Provider value={editing}>
      <SchemaForm
        schema={pickedProps}
        value={value}
        path="$.home[5].props"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </DraftEditingContext.Provider>
  );
}

/** The form on a page, and every value it has sent up, last last. */
async function renderPickedForm() {
  const server = fakeSiteConfigServer('hgty');
  const values: unknown[] = [];
  const screen = await renderConsolePage(<PickedForm onValue={(value) => values.push(value)} />, {
    call: server.call,
  });
  return { screen, values };
}

describe('the game and category pickers', () => {
  test('games are found by name within their categories, added in order and removed; an unknown one is named', async () => {
    const { screen, values } = await renderPickedForm();
    const pinned = screen.getByRole('group', { name: 'Pinned games' });
    await expect.element(pinned.getByText('Dragon Gold', { exact: true })).toBeVisible();
    await expect
      .element(pinned.getByText(`Expected one of the site's game ids, found "g-999"`))
      .toBeVisible();
    await pinned.getByRole('searchbox', { name: 'Find a game by name' }).fill('dragon');
    // Dragon Gold is chosen already: only the live game is offered, under its category.
    await expect.element(pinned.getByRole('button', { name: 'Add Dragon Gold' })).not.toBeInTheDocument();
    await pinned
      .getByRole('group', { name: 'Live casino' })
      .getByRole('button', { name: 'Add Dragon Tiger Live' })
      .click();
    expect(values.at(-1)).toEqual({ pinnedGameIds: ['g-102', 'g-999', 'g-201'] });
    await pinned.getByRole('button', { name: 'Remove g-999' }).click();
    expect(values.at(-1)).toEqual({ pinnedGameIds: ['g-102', 'g-201'] });
    await pinned.getByRole('searchbox', { name: 'Find a game by name' }).fill('baccarat');
    await expect.element(pinned.getByText('No game of this site has that name')).toBeVisible();
  });

  test('a category is chosen by name and stored by id; an optional one can be unset', async () => {
    const { screen, values } = await renderPickedForm();
    const category = screen.getByRole('combobox', { name: 'Category shown first' });
    await expect.element(category.getByRole('option', { name: 'Live casino' })).toBeInTheDocument();
    await category.selectOptions('Live casino');
    expect(values.at(-1)).toEqual({ pinnedGameIds: ['g-102', 'g-999'], categoryId: 'live' });
    await category.selectOptions('No category');
    expect(values.at(-1)).toEqual({ pinnedGameIds: ['g-102', 'g-999'] });
  });
});
