import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // vitest may load graphql as both index.mjs and index.js ("another module or realm"): pin one copy.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['server/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
});
