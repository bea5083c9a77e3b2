import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The operator console, served by the API under /console/ (its assets too, hence `base`). Desktop-first: no
 * service worker, no prerendering; one build for every site, since an operator's sites come from the session.
 */
export default defineConfig({
  root: consoleRoot,
  base: '/console/',
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
