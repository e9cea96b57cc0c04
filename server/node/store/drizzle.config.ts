import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate`: a new migration in drizzle/ from the changes to schema.ts (no database needed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/node/store/schema.ts',
  out: './drizzle',
});
