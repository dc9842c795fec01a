import type { Figure } from './figure';
import { formatValue } from './figure';
import { machineDescription, readRecorded, recordFigures, regression } from './baseline';
import { printGoals } from './goals';

// `npm run bench`: every benchmark in one run, one table, each figure beside the
// one recorded in docs/benchmarks.md, flagged when it moved the bad way by more than
// its noise (measured between repeated runs) and 20 % of the recorded value.
// `npm run bench -- --record` writes this run's figures into docs/benchmarks.md.

interface Suite {
  name: string;
  run: () => Promise<Figure[]>;
}

const suites: Suite[] = [
  { name: 'geocoder', run: async () => (await import('./geocoder')).runGeocoderBench() },
  { name: 'places', run: async () => (await import('./places')).runPlacesBench() },
  { name: 'server', run: async () => (await import('./server-throughput')).runServerThroughputBench() },
  { name: 'floor', run: async () => (await import('./request-floor')).runRequestFloorBench() },
  { name: 'observe', run: async () => (await import('./observe-cost')).runObserveCostBench() },
  { name: 'load', run: async () => (await import('./load')).runLoadBench() },
  { name: 'redis', run: async () => (await import('./redis-load')).runRedisLoadBench() },
  { name: 'browser', run: async () => (await import('./browser')).runBrowserBench() },
  { name: 'osm', run: async () => (await import('./osm')).runOsmBench() },
  { name: 'batch', run: async () => (await import('./batch')).runBatchBench() },
  { name: 'names', run: async () => (await import('./batch-names')).runBatchNamesBench() },
  { name: 'catalog', run: async () => (await import('./catalog')).runCatalogBench() },
  { name: 'startup', run: async () => (await import('./startup')).runStartupBench() },
  { name: 'jobs', run: async () => (await import('./jobs')).runJobsBench() },
  { name: 'hostile', run: async () => (await import('./hostile-memory')).runHostileMemoryBench() },
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const record = process.argv.includes('--record');

console.log(`Machine: ${machineDescription()}`);
const figures: Figure[] = [];
for (const suite of suites) {
  if (only && !only.includes(suite.name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${suite.name}…`);
  figures.push(...(await suite.run()));
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const recorded = readRecorded();
const rows = figures.map((figure) => {
  const before = recorded.get(figure.name);
  const worse = regression(figure, before);
  const flag = worse
    ? `⚠ ${formatValue(worse.worseBy)} ${figure.unit} worse (margin ${formatValue(worse.margin)})`
    : '';
  return [
    figure.name,
    formatValue(figure.value),
    figure.unit,
    before === undefined ? '' : formatValue(before),
    flag,
    figure.note ?? '',
  ];
});
const header = ['figure', 'value', 'unit', 'recorded', 'flag', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
console.log(`\n${header.map((h, i) => h.padEnd(widths[i]!)).join('  ')}`);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));

printGoals(figures);

const regressions = rows.filter((row) => row[4]).length;
console.log(`\n${figures.length} figures, ${regressions} worse than recorded beyond their noise and 20 %.`);
if (record) {
  recordFigures(figures);
  console.log('Recorded in docs/benchmarks.md.');
}
