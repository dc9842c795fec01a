import { rmSync } from 'node:fs';
import { stagingDir } from '../server/offline/osm/import/write-osm-data';

/**
 * Runs an osm:* command that writes the data directory: an interruption removes the half-written
 * staging directory, a failure exits 1; either way the message says the previous data is unchanged.
 */
export async function runOsmCommand(name: string, dir: string, work: () => Promise<unknown>): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      rmSync(stagingDir(dir), { recursive: true, force: true });
      console.error(`\n${name} interrupted; the previous data in ${dir} is unchanged`);
      process.exit(130);
    });
  }
  try {
    await work();
  } catch (error) {
    console.error(`\n${name} failed: ${(error as Error).message}`);
    console.error(`the previous data in ${dir} is unchanged`);
    process.exit(1);
  }
}
