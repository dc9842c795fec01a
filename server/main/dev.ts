import { createServer } from 'vite';
import { serveApp } from './serve-app';

// `npm run dev`: the API on an ephemeral loopback port, Vite in front of it
// proxying /api so the browser sees one origin.

process.env.PORT = '0';
const api = await serveApp({ readableLog: true });
const vite = await createServer({
  // changeOrigin off: the basemap style builds tile URLs from the Host header, which must stay Vite's.
  server: { proxy: { '/api': { target: `http://127.0.0.1:${api.port}`, changeOrigin: false } } },
});
await vite.listen();
vite.printUrls();
