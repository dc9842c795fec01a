import type { Server } from 'node:http';
import type { Logger } from '../observe/logger';

/**
 * Closing a listening server gracefully: stop accepting, answer what is in flight (for up
 * to `drainMs`, then cut), then release the rest (`closeRest`: Redis). Once only, however
 * often it is asked.
 */
export function gracefulClose(
  server: Server,
  closeRest: () => Promise<void>,
  logger: Logger,
  drainMs: number,
) {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= new Promise<void>((resolve) => {
      logger(`shutting down: no new connections, answering those in flight (up to ${drainMs / 1000} s)`);
      const cut = setTimeout(() => {
        logger('the drain window ended: closing the connections still open');
        server.closeAllConnections();
      }, drainMs);
      // A kept-alive connection whose answer went out is closed then, not at its keep-alive timeout.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.close(() => {
        clearTimeout(cut);
        clearInterval(idle);
        resolve();
      });
    }).then(closeRest));
}

/**
 * SIGTERM and SIGINT close gracefully, then exit 0. A signal during the drain is logged and changes
 * nothing: the same signal often arrives twice (a service manager signals the whole process group,
 * and npm relays it to its child), and the drain already has its bound.
 */
export function closeOnSignals(close: () => Promise<void>, logger: Logger) {
  let draining = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (draining) return logger(`${signal} again: still answering the requests in flight`);
      draining = true;
      void close().then(() => process.exit(0));
    });
  }
}
