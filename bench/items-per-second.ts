import autocannon from 'autocannon';
import type { RunningServer } from './start-server';

/** One request of a rate run: a GET path, or a POST of a JSON body carrying `items` inputs. */
export type RateRequest = { path: string } | { path: string; json: unknown; items: number };

/**
 * Inputs answered per second (points or names): autocannon with `inFlight` requests in flight
 * for `seconds`, each request made by `next`. `errors` counts failed requests and the responses
 * `countNon2xx` counts (by default every non-2xx); the rate counts the other requests only.
 */
export async function itemsPerSecond(
  server: RunningServer,
  options: {
    inFlight: number;
    seconds: number;
    next: () => RateRequest;
    countNon2xx?: (result: autocannon.Result) => number;
  },
) {
  let items = 1;
  const result = await autocannon({
    url: server.url,
    connections: options.inFlight,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const made = options.next();
          if (!('json' in made)) return { ...request, path: made.path };
          items = made.items;
          return {
            ...request,
            method: 'POST',
            path: made.path,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(made.json),
          };
        },
      },
    ],
  });
  const errors = result.errors + (options.countNon2xx ? options.countNon2xx(result) : result.non2xx);
  // Only answered requests count: a refusal (a 429, say) is quick and would inflate the rate.
  return { value: ((result.requests.total - errors) / result.duration) * items, errors };
}
