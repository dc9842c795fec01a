import type { Server } from 'node:http';
import type { Logger } from '../observe/logger';

/** How long requests in flight at shutdown may take before their connections are cut. */
const DRAIN_MS = 10_000;

/**
 * Closing a listening server gracefully: stop accepting, answer what is in flight (for up
 * to `drainMs`, then cut), then release the rest (`closeRest`: Redis). Once only, however
 * often it is asked.
 */
export function gracefulClose(
  server: Server,
  closeRest: () => Promise<void>,
  logger: Logger,
  drainMs = DRAIN_MS,
) {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= new Promise<void>((resolve) => {
      logger(`shutting down: no new connections, answering those in flight (up to ${drainMs / 1000} s)`);
      const cut = setTimeout(() => server.closeAllConnections(), drainMs);
      // A kept-alive connection whose answer went out is closed then, not at its keep-alive timeout.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.close(() => {
        clearTimeout(cut);
        clearInterval(idle);
        resolve();
      });
    }).then(closeRest));
}

/** SIGTERM and SIGINT close gracefully, then exit 0. */
export function closeOnSignals(close: () => Promise<void>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}
