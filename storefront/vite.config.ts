import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The shop rules package is read from its TypeScript source (its `source` export), as the apps' own files are.
const shopRules = fileURLToPath(new URL('../packages/shop-rules/src/', import.meta.url));
const backend = process.env.SHOP_API ?? 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is for serving: React's production build and JSX whatever NODE_ENV the shell has (Vite
  // would otherwise follow NODE_ENV=development into a development bundle the server cannot render).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^shop-rules$/, replacement: `${shopRules}index.ts` },
        { find: /^shop-rules\/([a-z/-]+)$/, replacement: `${shopRules}$1.ts` },
      ],
    },
    // The server build (src/entry-server.tsx, loaded by the backend's web context) is one CommonJS file
    // with its dependencies inside, so the backend (CommonJS, also under jest) can require it as it is.
    ssr: isSsrBuild ? { noExternal: true, target: 'node' } : {},
    // React's production build on the server too, whatever NODE_ENV the backend runs under.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
        }
      : // One stylesheet for every page: the server-rendered page is styled before any page chunk loads.
        { outDir: 'dist', emptyOutDir: true, sourcemap: false, cssCodeSplit: false },
    // Development with hot reload against a running backend (npm run dev -w storefront).
    server: {
      port: 5173,
      proxy: Object.fromEntries(['/api', '/uploads', '/i18n', '/sandbox', '/admin'].map((p) => [p, backend])),
    },
    test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs'] },
  };
});
