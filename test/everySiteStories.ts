import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { everySiteTag } from '../.storybook/storySites.ts';

/** One story as Storybook's test plugin sees it: its export, and its tags with its file's (meta) tags. */
export type StoryTags = { file: string; exportName: string; tags: readonly string[] };

/** The folders `.storybook/main.ts` finds stories in: the design system's components and the app's pages. */
const storyFolders = ['packages/ui/src', 'app/src'];

/** Every story of the repository at `root`, read statically as Storybook's Vitest plugin reads them. */
export function storiesWithTags(root: string): StoryTags[] {
  return storyFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx') || file.endsWith('.stories.ts'))
      .flatMap((file) => {
        const fileName = path.join(folder, file);
        const csf = loadCsf(readFileSync(path.join(root, fileName), 'utf8'), {
          fileName,
          makeTitle: (title) => title ?? fileName,
        }).parse();
        return csf.indexInputs.map(({ exportName, tags = [] }) => ({ file: fileName, exportName, tags }));
      }),
  );
}

/** The stories every site's Storybook project runs (the default site's runs them all). */
export const runInEverySite = (story: StoryTags) => story.tags.includes(everySiteTag);
