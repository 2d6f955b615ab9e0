// Vite build of the back office, served by the API at /admin/ (history-mode fallback there). The
// workspace contracts are bundled from source, so the console signs requests with the same code as
// the server checks them.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../infra/web-build/vite-plugins.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@lootledger/contracts': here('../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // react-admin with Material UI is one large shared chunk by nature; the pages are split apart.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/admin/api': api,
      '/covers': api,
      '/uploads': api,
    },
  },
});
