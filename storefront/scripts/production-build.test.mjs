import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` in a shell with NODE_ENV=development once built a development bundle (React's jsxDEV),
// which the server could not render. Vite resolves the build's settings here exactly as `vite build` does.
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const shellNodeEnv = process.env.NODE_ENV;

describe('the storefront build', () => {
  afterEach(() => {
    process.env.NODE_ENV = shellNodeEnv;
  });

  it.each([false, true])('is a production build with NODE_ENV=development in the shell (server build: %s)', async (ssr) => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ configFile, build: ssr ? { ssr: 'src/entry-server.tsx' } : {} }, 'build');
    expect(config.isProduction).toBe(true);
    expect(process.env.NODE_ENV).toBe('production');
  });
});
