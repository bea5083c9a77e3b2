import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The member app renders with Preact 11 behind its React compatibility layer: every `react`, `react-dom` and JSX
 * runtime import of the app, the design system and the libraries (react-router, TanStack Query, Radix, @xstate/react)
 * resolves to `preact/compat`. Why: issue 8's budget of 130 KB gzip of initial JavaScript for /app/home could not
 * be met with react-dom alone weighing 62 KB of the 173 KB; with Preact the same code boots in 116 KB
 * (`scripts/measureAppBundle.ts`). The source stays React (types, hooks, JSX), so the design system's Storybook
 * and its unit tests keep running on React, while the app's own tests (Vitest browser mode) and the end-to-end suite
 * run what members get.
 *
 * Development reloads the page on a change instead of React Fast Refresh, whose runtime drives React's renderer
 * and cannot patch Preact components: `refreshExclude` keeps every module out of it, so Vite falls back to a reload.
 */
export function preactAsReact(): Plugin[] {
  return [
    ...react({ refreshExclude: /./ }),
    {
      name: 'app-preact-as-react',
      config: () => ({
        resolve: {
          alias: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
      }),
    },
  ];
}
