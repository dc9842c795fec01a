import { serveApp } from '../server/main/serve-app';

// The server for the load bench, forked with --expose-gc and an IPC channel so
// the bench can read this process's memory after a full collection.

const gc = (globalThis as { gc?: () => void }).gc;

const server = await serveApp({});
process.send?.({ type: 'ready', port: server.port });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'memory') return;
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ type: 'memory', rss, heapUsed, gc: Boolean(gc) });
});
process.on('disconnect', () => {
  server.close();
  process.exit(0);
});
