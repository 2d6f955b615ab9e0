import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/admin/api': 'http://127.0.0.1:3000',
      '/sandbox': 'http://127.0.0.1:3000',
    },
  },
});
