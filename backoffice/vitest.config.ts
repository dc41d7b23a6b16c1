import { defineConfig } from 'vitest/config';

// Unit tests cover the pure rules (*.test.ts beside them); they need no DOM.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
