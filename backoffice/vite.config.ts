import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The shop rules package is read from its TypeScript source (its `source` export), as the app's own files are.
const shopRules = fileURLToPath(new URL('../packages/shop-rules/src/', import.meta.url));
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

// Served by the backend at /admin; the dev server proxies the API and the uploaded pictures.
export default defineConfig(({ command }) => {
  // A build is for serving: React's production build whatever NODE_ENV the shell has (Vite would
  // otherwise follow NODE_ENV=development into a development bundle).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/admin/',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^shop-rules$/, replacement: `${shopRules}index.ts` },
        { find: /^shop-rules\/([a-z/-]+)$/, replacement: `${shopRules}$1.ts` },
      ],
    },
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    server: {
      proxy: { '/api': backend, '/uploads': backend },
    },
  };
});
