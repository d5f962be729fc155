import { defineConfig } from 'vitest/config';
import { mockingFiles, proofSuites, serverTestOptions } from './vitest.shared.js';

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server-isolated',
    // The sweeps over every registered route (minutes each) run on their own: `npm run test:proof`.
    include: process.env.LMS_PROOF ? proofSuites : mockingFiles,
  },
});
