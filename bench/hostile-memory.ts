import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_CONTENT_TYPES } from '../contract/job-schema';
import { MAX_RECORD_CHARS } from '../server/jobs/upload/upload-limits';
import { sharedStringXlsx } from '../test-support/shared-string-xlsx';
import { heapCapFlag } from '../test-support/heap-cap';
import { builtServerEntry } from './built-server';
import type { Figure } from './figure';
import { printTable } from './figure';
import { jobNow, peakRssMb, rssMb } from './jobs-cluster';
import { startServer, type RunningServer } from './start-server';

// #47's hostile jobs, one after another on one built server (offline, jobs in process, as npm start
// runs): an NDJSON line of 470 MB (refused at the record cap), a ~14 KB XLSX whose one 1 MiB shared
// string is named by 1,000 rows (refused by the amplification cap), then 150 rows of ~1 MiB cells
// (accepted) run to the end and its four result files read whole at once. The server's RSS is
// sampled every 50 ms from /proc/PID/status; its peak is held against the 600 MB.

const GOAL_MB = 600;
const SAMPLE_MS = 50;
const MIB = 1024 * 1024;
const NDJSON_LINE_BYTES = 470 * 1000 * 1000;
const WIDE_ROWS = 150;
/** One wide row's name cell: the row (name, lat, lng, newline) just inside the record cap. */
const WIDE_CELL_CHARS = MAX_RECORD_CHARS - 64;
/** No attack may take longer (the whole section stays well under 5 minutes). */
const ATTACK_TIMEOUT_MS = 90_000;
const DOWNLOADS = ['results.csv', 'results.xlsx', 'results.geojson', 'results.ndjson'] as const;
const JOB_QUERY = 'kind=points&lat=lat&lng=lng&poi=0';

/** Samples the process's VmRSS every SAMPLE_MS; `peakSince()` is the largest since the last call. */
function rssSampler(pid: number) {
  let peak = rssMb(pid);
  let phasePeak = peak;
  const timer = setInterval(() => {
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    phasePeak = Math.max(phasePeak, rss);
  }, SAMPLE_MS);
  return {
    peak: () => peak,
    peakSince: () => {
      const value = phasePeak;
      phasePeak = rssMb(pid);
      return value;
    },
    stop: () => clearInterval(timer),
  };
}

/** A body made by `piece(i)` for i = 0, 1, … until it returns undefined: never held whole. */
function streamedBody(piece: (index: number) => string | undefined) {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const text = piece(index++);
        if (text === undefined) controller.close();
        else controller.enqueue(encoder.encode(text));
      },
    },
    { highWaterMark: 0 },
  );
}

/** One NDJSON line of NDJSON_LINE_BYTES: a name of x's, sent 1 MiB at a time. */
function hugeNdjsonLine() {
  const head = '{"lat":31,"lng":121,"name":"';
  const filler = 'x'.repeat(MIB);
  const pieces = Math.ceil((NDJSON_LINE_BYTES - head.length) / MIB);
  return streamedBody((i) => (i === 0 ? head : i <= pieces ? filler : i === pieces + 1 ? '"}\n' : undefined));
}

/** WIDE_ROWS CSV rows, each a name cell of WIDE_CELL_CHARS, sent a row at a time. */
function wideCellCsv() {
  const cell = 'w'.repeat(WIDE_CELL_CHARS);
  return streamedBody((i) =>
    i === 0 ? 'name,lat,lng\n' : i <= WIDE_ROWS ? `${cell},${31 + i / 1000},121.4\n` : undefined,
  );
}

async function post(server: RunningServer, type: string, body: BodyInit) {
  const response = await fetch(`${server.url}/api/jobs?${JOB_QUERY}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    duplex: 'half',
    signal: AbortSignal.timeout(ATTACK_TIMEOUT_MS),
  } as RequestInit);
  const answer = (await response.json()) as { msg: string; data: { id: string } };
  return { status: response.status, ...answer };
}

/** An attack the server must refuse with its 4xx envelope. */
async function refused(server: RunningServer, type: string, body: BodyInit) {
  const answer = await post(server, type, body);
  if (answer.status < 400 || answer.status >= 500 || !answer.msg)
    throw new Error(`expected a 4xx envelope, got ${answer.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.status;
}

/** Reads a download whole as a client would (compressed on the wire, inflated here): its bytes. */
async function download(server: RunningServer, id: string, file: string) {
  const response = await fetch(`${server.url}/api/jobs/${id}/${file}`, {
    headers: { 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(ATTACK_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`${file}: ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  return bytes;
}

/** The wide-cell job accepted, run to its end, then its four downloads at once. */
async function wideCellsAndDownloads(server: RunningServer, sampler: ReturnType<typeof rssSampler>) {
  const answer = await post(server, JOB_CONTENT_TYPES.csv, wideCellCsv());
  if (answer.status !== 202) throw new Error(`wide-cell upload: ${answer.status} ${answer.msg}`);
  const until = Date.now() + ATTACK_TIMEOUT_MS;
  for (;;) {
    const job = await jobNow(server, answer.data.id);
    if (job.state === 'done') break;
    if ((job.state !== 'running' && job.state !== 'queued') || Date.now() > until)
      throw new Error(`wide-cell job: ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const runPeak = sampler.peakSince();
  const started = performance.now();
  const sizes = await Promise.all(DOWNLOADS.map((file) => download(server, answer.data.id, file)));
  return { sizes, runPeak, seconds: (performance.now() - started) / 1000 };
}

export async function runHostileMemoryBench(): Promise<Figure[]> {
  const jobsDir = await mkdtemp(join(tmpdir(), 'hostile-bench-'));
  const server = await startServer({ JOBS_DIR: jobsDir, REDIS_URL: '' }, builtServerEntry());
  const sampler = rssSampler(server.pid);
  try {
    const startedRss = sampler.peakSince();
    const ndjson = await refused(server, JOB_CONTENT_TYPES.ndjson, hugeNdjsonLine());
    const ndjsonPeak = sampler.peakSince();
    const xlsxFile = sharedStringXlsx('s'.repeat(MIB), 1000);
    const xlsx = await refused(
      server,
      JOB_CONTENT_TYPES.xlsx,
      new Blob([xlsxFile as Uint8Array<ArrayBuffer>]),
    );
    const xlsxPeak = sampler.peakSince();
    const wide = await wideCellsAndDownloads(server, sampler);
    const widePeak = sampler.peakSince();
    const hwm = peakRssMb(server.pid);
    const peak = Math.max(sampler.peak(), hwm);
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    const figures: Figure[] = [
      {
        name: 'hostile: peak RSS, NDJSON + XLSX + wide-cell attacks, 4 downloads at once',
        value: peak,
        unit: 'MB',
        better: 'lower',
        goal: GOAL_MB,
        note: `built server, in-process jobs, ${heapCapFlag()}; ${startedRss.toFixed(0)} MB started; peaks by attack: NDJSON ${mb(NDJSON_LINE_BYTES)} MB line ${ndjsonPeak.toFixed(0)} (${ndjson}), XLSX ${xlsxFile.byteLength} B ${xlsxPeak.toFixed(0)} (${xlsx}), ${WIDE_ROWS} wide rows run ${wide.runPeak.toFixed(0)}, downloads ${widePeak.toFixed(0)} (${DOWNLOADS.length} files, ${wide.sizes.map(mb).join('/')} MB, ${wide.seconds.toFixed(1)} s); VmHWM ${hwm.toFixed(0)}; goal ≤ ${GOAL_MB}: ${peak <= GOAL_MB ? 'met' : 'not met'}`,
      },
    ];
    printTable(figures);
    return figures;
  } finally {
    sampler.stop();
    await server.stop();
    await rm(jobsDir, { recursive: true, force: true });
  }
}
