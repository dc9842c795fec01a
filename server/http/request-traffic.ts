import type { Server } from 'node:http';

/** How long after a response the process still counts as busy (ms): a client's next request is likely on its way (on a loaded machine, some ms later). */
const AFTER_MS = 10;

/**
 * The requests this process is answering, from the HTTP server's 'request' event to the response's
 * 'close' (sent, or the connection gone), and the moment the last one ended: what a server-side
 * job's work gives way to (jobs/work-pace.ts), so that a running job never starves single lookups.
 */
export function requestTraffic(clock = () => performance.now()) {
  let inFlight = 0;
  let lastEnded = -Infinity;
  const ended = () => {
    inFlight--;
    lastEnded = clock();
  };
  return {
    track(server: Pick<Server, 'on'>) {
      server.on('request', (_request, response) => {
        inFlight++;
        response.once('close', ended);
      });
    },
    busy: () => inFlight > 0 || clock() - lastEnded < AFTER_MS,
  };
}
