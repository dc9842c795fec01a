import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { OSMTransform } from 'osm-pbf-parser-node';

/** An import that cannot go on: the message names the file and what is wrong with it. */
export class ExtractError extends Error {
  constructor(file: string, problem: string) {
    super(`${basename(file)}: ${problem}`);
    this.name = 'ExtractError';
  }
}

export interface PbfHeader {
  bbox?: { left: number; right: number; top: number; bottom: number };
  writingprogram?: string;
  osmosis_replication_timestamp?: number;
  required_features?: string[];
}

export type OsmElement = { type: 'node' | 'way' | 'relation'; id: number } & Record<string, unknown>;

export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
  elements: number;
}

/** Looks at the first bytes, so a non-OSM file fails with a clear reason before any work. Returns the size. */
export function sniff(file: string): number {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ExtractError(file, 'no such file');
  }
  if (size === 0) throw new ExtractError(file, 'the file is empty, not an OSM PBF extract');
  const head = Buffer.alloc(Math.min(64, size));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.toString('latin1');
  if (/^\s*(<\?xml|<osm)/.test(text)) {
    throw new ExtractError(file, 'this is OSM XML; convert it first: osmium cat in.osm -o out.osm.pbf');
  }
  if (!text.includes('OSMHeader')) {
    throw new ExtractError(file, 'not an OSM PBF file (it does not start with an OSMHeader block)');
  }
  return size;
}

/**
 * Streams an .osm.pbf: the header first, then every node, way and relation in file order,
 * with progress after each block. Memory stays bounded by one block at a time.
 */
export async function readExtract(
  file: string,
  onHeader: (header: PbfHeader) => void,
  onElement: (element: OsmElement) => void,
  onProgress: (progress: ReadProgress) => void = () => {},
): Promise<void> {
  const totalBytes = sniff(file);
  const parser = new OSMTransform({ withTags: true, withInfo: false });
  const batches: unknown[][] = [];
  let failure: unknown;
  parser.on('data', (batch: unknown[]) => batches.push(batch));
  parser.on('error', (error) => (failure = error));
  let elements = 0;
  let sawHeader = false;
  const drain = () => {
    while (batches.length > 0) {
      for (const item of batches.shift()!) {
        const element = item as OsmElement;
        if (!sawHeader) {
          sawHeader = true;
          onHeader(element as unknown as PbfHeader);
          continue;
        }
        elements++;
        onElement(element);
      }
    }
  };
  await pump(
    file,
    totalBytes,
    parser,
    () => failure,
    drain,
    (bytesRead) => onProgress({ bytesRead, totalBytes, elements }),
  );
  if (!sawHeader) throw new ExtractError(file, 'not an OSM PBF file (no OSMHeader block)');
}

/**
 * Feeds the file to a PBF transform 64 KB at a time (a highly compressed block can hold hundreds of
 * thousands of nodes, all turned into objects at once), letting it emit between chunks, and calls
 * `drain` after each; a parse error (thrown by the parser or reported through `failure`) is a
 * corrupt file, one at the end a truncated one. Errors of `drain`'s own callbacks pass unchanged.
 */
export async function pump(
  file: string,
  totalBytes: number,
  parser: OSMTransform,
  failure: () => unknown,
  drain: () => void,
  onChunk: (bytesRead: number) => void,
): Promise<void> {
  let bytesRead = 0;
  const corrupt = (error: unknown) =>
    new ExtractError(
      file,
      `corrupt OSM PBF data near byte ${bytesRead} of ${totalBytes} (${String((error as Error)?.message ?? error)})`,
    );
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 16 })) {
    bytesRead += (chunk as Buffer).length;
    try {
      parser.write(chunk);
      await new Promise((resolve) => setImmediate(resolve));
    } catch (error) {
      throw corrupt(error);
    }
    drain();
    if (failure()) throw corrupt(failure());
    onChunk(bytesRead);
  }
  try {
    await new Promise<void>((resolve, reject) => {
      parser.once('error', reject);
      parser.end(resolve);
      parser.resume();
    });
  } catch {
    throw new ExtractError(
      file,
      `truncated: the file ends in the middle of a data block (${totalBytes} bytes)`,
    );
  }
  drain();
  if (failure()) throw corrupt(failure());
}
