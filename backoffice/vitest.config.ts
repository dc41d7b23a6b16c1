import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests cover the pure rules (*.test.ts beside them); they need no DOM. The shop rules package
// is read from its source, as in the app's build.
const shopRules = fileURLToPath(new URL('../packages/shop-rules/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^shop-rules$/, replacement: `${shopRules}index.ts` },
      { find: /^shop-rules\/([a-z/-]+)$/, replacement: `${shopRules}$1.ts` },
    ],
  },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
