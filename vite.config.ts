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
  },
});
