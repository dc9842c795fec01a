import { readFileSync } from 'node:fs';
import type { Figure } from './figure';
import { printTable } from './figure';
import { itemsPerSecond, type RateRequest } from './items-per-second';
import { startServer, type RunningServer } from './start-server';

// A names file, offline: POST /api/cigaretteDetails/batch names per second beside
// GET /api/cigaretteDetails's (same server, same run, 8 requests in flight each), with
// no rate limit on either; the names are the sample catalog's, every fourth one misspelt
// (a 404 with suggestions costs the server more than a hit).

const IN_FLIGHT = 8;
const SECONDS = 5;

/** The sample catalog's names, each fourth with its last character dropped (not found, with suggestions). */
function nameStream() {
  const names = readFileSync('server/data/catalog.csv', 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[1]!);
  let i = 0;
  return () => {
    const name = names[i % names.length]!;
    i += 1;
    return i % 4 === 0 ? name.slice(0, -1) : name;
  };
}

async function namesPerSecond(server: RunningServer, batch: boolean) {
  const name = nameStream();
  return itemsPerSecond(server, {
    inFlight: IN_FLIGHT,
    seconds: SECONDS,
    next: (): RateRequest =>
      batch
        ? {
            path: '/api/cigaretteDetails/batch',
            json: { names: Array.from({ length: 100 }, name) },
            items: 100,
          }
        : { path: `/api/cigaretteDetails?name=${encodeURIComponent(name())}` },
    // A misspelt name's 404 is an answer here, not an error.
    countNon2xx: (result) => (batch ? result.non2xx : result['5xx']),
  });
}

export async function runBatchNamesBench(): Promise<Figure[]> {
  const server = await startServer({ BATCH_POINTS_PER_MIN: '0' }, 'server/main/start.ts');
  try {
    await namesPerSecond(server, true); // warm-up
    const single = await namesPerSecond(server, false);
    const batch = await namesPerSecond(server, true);
    console.log(`  names/s: batch ${batch.value.toFixed(0)}, single ${single.value.toFixed(0)}`);
    return [
      {
        name: 'names batch endpoint names/s',
        value: batch.value,
        unit: 'names/s',
        better: 'higher',
        note: `100 names a request, ${IN_FLIGHT} in flight, ${batch.errors} errors`,
      },
      {
        name: 'single-name endpoint names/s',
        value: single.value,
        unit: 'names/s',
        better: 'higher',
        note: `${IN_FLIGHT} in flight, ${single.errors} errors`,
      },
      {
        name: 'names batch / single per second',
        value: batch.value / single.value,
        unit: 'ratio',
        better: 'higher',
        note: 'same server, same run',
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runBatchNamesBench());
}
