import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/data` beside the repository; OPEN_DATA_INPUT points elsewhere (e.g. from a git worktree). */
const DEFAULT_INPUT = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));

/** Absolute path of a raw input file (derivations only: the app never reads ../shared). */
export function sharedInput(file: string): string {
  const dir = process.env.OPEN_DATA_INPUT ?? DEFAULT_INPUT;
  const path = join(dir, file);
  if (!existsSync(path)) {
    throw new Error(
      `input ${path} is missing: set OPEN_DATA_INPUT to the folder holding ${file} (shared/data)`,
    );
  }
  return path;
}
