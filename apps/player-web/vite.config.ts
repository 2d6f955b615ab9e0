// Vite build of the player site. The workspace libraries are bundled from source (like the API's
// tsconfig paths), so the browser gets the same signing and fairness code as the server.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { initialJavaScriptBudget, precompress } from '../../infra/web-build/vite-plugins.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  // The JavaScript of / before anything else stays within 200 KB gzipped (the build fails above it).
  plugins: [react(), precompress(), initialJavaScriptBudget(200 * 1024)],
  resolve: {
    // In order: a game's own draw rule (@lootledger/fairness/<game>) before the library's index.
    alias: [
      { find: '@/', replacement: here('./src/') },
      { find: '@lootledger/contracts', replacement: here('../../libs/contracts/src/index.ts') },
      { find: /^@lootledger\/fairness\/([\w-]+)$/, replacement: `${here('../../libs/fairness/src/')}$1.ts` },
      { find: /^@lootledger\/fairness$/, replacement: here('../../libs/fairness/src/index.ts') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: {
      '/api': api,
      '/sandbox': api,
      '/covers': api,
      '/uploads': api,
      '/ws': { target: api.replace('http', 'ws'), ws: true },
    },
  },
});
