// Without imports: the Vitest config (packages/ui/vitest.projects.ts) reads these in Node as well.
/** The site whose theme stories render in unless told otherwise, and whose Storybook project runs every story. */
export const defaultStorySite = 'hgty';

/**
 * The Storybook tag of the stories that run in every site's Storybook project, not only the default site's:
 * each component's main story (its `Default` export, or its file's only story), every story of a composed
 * page or block (the app shell, page layouts, the app's site previews), and every story of a component that
 * reads the site's config or theme (the logo, dialogs portalled into the theme). Only these can look or behave
 * differently per site; the rest repeat the default site's proof. Written as the literal `'every-site'` in
 * story files (Storybook reads tags statically); `everySiteStories.test.ts` holds every main story to it.
 */
export const everySiteTag = 'every-site';
