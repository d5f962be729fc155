import { defineConfig } from 'vitest/config';

// One runner for the whole repository: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/demo',
      'packages/speech',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
    ],
    // Both cores: the default (cores - 1) leaves one idle while files wait on the database.
    maxWorkers: 2,
  },
});
