import { defineConfig } from 'drizzle-kit';

// `flock /tmp/drizzle.lock npx drizzle-kit generate --config packages/server/drizzle.config.ts` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
