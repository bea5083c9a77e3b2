import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everySiteTag } from '../.storybook/storySites.ts';
import { runInEverySite, storiesWithTags } from './everySiteStories.ts';

// Only stories tagged `every-site` run in the non-default sites' Storybook projects (packages/ui/vitest.projects.ts).
// These hold the rule in .storybook/storySites.ts to what can be checked from the files, so a new component's main
// story or a new app page cannot drop out of the other sites' render, play and axe (colour contrast) runs unnoticed.
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const stories = storiesWithTags(repositoryRoot);
// The design system's story files are one component each; the app's are composed pages (checked below).
const componentFiles = [...new Set(stories.map((story) => story.file))].filter((file) =>
  file.startsWith('packages/ui/'),
);

describe(`stories tagged ${everySiteTag}`, () => {
  it.each(componentFiles)('%s: its main story (Default, or its only story) runs in every site', (file) => {
    const ofFile = stories.filter((story) => story.file === file);
    const main = ofFile.length === 1 ? ofFile[0] : ofFile.find((story) => story.exportName === 'Default');
    expect(main, `${file} has no Default story`).toBeDefined();
    expect(main?.tags).toContain(everySiteTag);
  });

  it("every story of the app's composed pages runs in every site", () => {
    const untagged = stories.filter((story) => story.file.startsWith('app/') && !runInEverySite(story));
    expect(untagged).toEqual([]);
  });
});
