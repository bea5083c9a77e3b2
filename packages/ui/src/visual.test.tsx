/**
 * Visual regression: every story in the default site theme (hgty), and each component's main story
 * (its `Default` export) in every other site's, compared pixel for pixel with the committed baselines in
 * `__screenshots__/visual.test.tsx/`. Update them with `npx vitest run --project ui src/visual.test.tsx -u`.
 * A site with no baseline yet (one just added to site-configs/) is skipped until `npm run visual-baselines`
 * records its own; see `screenshotSites` in packages/ui/vitest.projects.ts.
 *
 * Stories render through Storybook's portable-stories API with the real preview (decorators, globals),
 * and their play functions run first, so the screenshot shows the state a play function leaves.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview.tsx';
import { siteCodes } from '../../../.storybook/siteGlobals.ts';

setProjectAnnotations(previewAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];

/** The part of a composed story this suite uses. */
type ComposedStory = {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
  parameters: Record<string, unknown>;
};

const storyModuleLoaders = import.meta.glob<StoryModule>('./components/**/*.stories.tsx');

// Loaded one by one so that a story file that fails to import fails only its own folder's test.
const storyModules = await Promise.all(
  Object.entries(storyModuleLoaders).map(async ([path, load]) => {
    try {
      return { path, storyModule: await load(), importError: null };
    } catch (importError) {
      return { path, storyModule: null, importError };
    }
  }),
);

/** A story opts out with `parameters: { screenshot: false }` only when its pixels depend on the clock. */
const wantsScreenshot = (parameters: Record<string, unknown>) => parameters.screenshot !== false;

const mainStoryName = 'Default';

const screenshotSites = new Set(inject('screenshotSites'));

let canvasElement: HTMLElement | null = null;

afterEach(() => {
  canvasElement?.remove();
  canvasElement = null;
});

for (const { path, storyModule, importError } of storyModules) {
  const folder = (path.split('/').at(-1) ?? path).replace('.stories.tsx', '');
  describe(folder, () => {
    if (storyModule === null) {
      test('stories import', () => {
        throw importError;
      });
      return;
    }
    for (const site of siteCodes) {
      const stories: Record<string, ComposedStory> = composeStories(storyModule, {
        initialGlobals: { site },
      });
      for (const [exportName, story] of Object.entries(stories)) {
        const isMain = exportName === mainStoryName || Object.keys(stories).length === 1;
        if ((site !== 'hgty' && !isMain) || !wantsScreenshot(story.parameters)) {
          continue;
        }
        if (!screenshotSites.has(site)) {
          test.skip(`${exportName} (${site}): no baselines for this site yet (npm run visual-baselines)`, () => {});
          continue;
        }
        test(`${exportName} (${site})`, async () => {
          canvasElement = document.createElement('div');
          document.body.append(canvasElement);
          await story.run({ canvasElement });
          await expect
            .element(page.elementLocator(canvasElement))
            .toMatchScreenshot(`${folder}-${exportName}-${site}`);
        });
      }
    }
  });
}
