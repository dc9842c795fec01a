// Imports one extract in its own process (run with --expose-gc, as npm run osm:import is) and prints
// JSON, so the bench reads that import's peak RSS alone, and the RSS before it began.
import { runImport } from '../server/offline/osm/import/run-import';

const [file, dir] = process.argv.slice(2);
const startRss = process.memoryUsage().rss;
const started = performance.now();
const manifest = await runImport([file!], dir!, { write: () => true, isTTY: false });
const c = manifest.extracts[0]!.counts;
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    elements: c.nodes + c.ways + c.relations,
    nodes: c.nodes,
    startRss,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
