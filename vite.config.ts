import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the bundle budget check (scripts/bundle-budget.ts).
    manifest: true,
    chunkSizeWarningLimit: 1100,
    // Every browser with ES2022 modules (the target) but Safari before 17 follows <link rel=modulepreload>
    // itself; there the hint is only lost, never the page. Vite's polyfill would cost ~0.4 KB gzip of the shell.
    modulePreload: { polyfill: false },
  },
});
