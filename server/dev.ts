import { createServer } from 'vite';
import { main } from './main';

// `npm run dev`: the API on an ephemeral loopback port, Vite in front of it
// proxying /api so the browser sees one origin.

process.env.PORT = '0';
const api = await main({});
const vite = await createServer({
  server: { proxy: { '/api': `http://127.0.0.1:${api.port}` } },
});
await vite.listen();
vite.printUrls();
