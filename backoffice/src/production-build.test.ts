import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` in a shell with NODE_ENV=development once built development bundles. Vite resolves the
// build's settings here exactly as `vite build` does.
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const shellNodeEnv = process.env.NODE_ENV;

describe('the back office build', () => {
  afterEach(() => {
    process.env.NODE_ENV = shellNodeEnv;
  });

  it('is a production build with NODE_ENV=development in the shell', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ configFile }, 'build');
    expect(config.isProduction).toBe(true);
  });
});
