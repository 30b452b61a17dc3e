import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'shared', include: ['src/**/*.test.ts'] },
});
