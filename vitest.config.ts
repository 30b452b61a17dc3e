import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default (one worker fewer than cores) runs the files one at a time on 2 cores, where two
    // side by side finish the whole suite in 11 min instead of 19.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
