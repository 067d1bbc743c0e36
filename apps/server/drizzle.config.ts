import { defineConfig } from 'drizzle-kit';

// One schema assembled from every module's table.ts plus the platform tables.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/table.ts', './src/modules/**/table.ts'],
  out: './drizzle',
});
