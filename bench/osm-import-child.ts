// Imports one extract in its own process and prints JSON, so the bench reads that import's peak RSS alone.
import { runImport } from '../server/offline/osm/run-import';

const [file, dir] = process.argv.slice(2);
const started = performance.now();
const manifest = await runImport([file!], dir!, { write: () => true, isTTY: false });
const c = manifest.extracts[0]!.counts;
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    elements: c.nodes + c.ways + c.relations,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
