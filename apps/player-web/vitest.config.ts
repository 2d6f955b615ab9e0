// Unit tests of the player site (vitest + happy-dom): `npm run test:web` at the root.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.spec.{ts,tsx}'],
      restoreMocks: true,
    },
  }),
);
