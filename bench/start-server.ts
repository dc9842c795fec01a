import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { heapCapFlag } from '../test-support/heap-cap';
import { onServerCore } from './pin-cpu';

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** CPU time (user + system, ms) the server's Node process has used so far; Linux only, else NaN. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The environment every benchmark server runs with: loopback, open, offline, no rate limit. */
export const BENCH_SERVER_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  API_KEYS: '',
  UPSTREAM_BASE_URL: '',
  // No rate limit: the benchmarks measure the server, not the limiter.
  RATE_LIMIT_PER_MIN: '0',
};

/**
 * Starts the real app server (offline provider unless env says otherwise) as a
 * child process on a free loopback port, so load generation does not share its event loop.
 * One process (node, with tsx's loader for a .ts entry), so its pid is the server's; with the old generation's cap
 * npm start runs with (`heapCap` false: V8's default). `pinned`: on the servers' core
 * (bench/pin-cpu.ts; `taskset` execs node, so the pid is still the server's). `ready`: the line it
 * prints once ready (its first group, if any, the URL).
 */
export function startServer(
  env: Record<string, string> = {},
  entry = 'server/main/start.ts',
  { pinned = false, heapCap = true, ready = /Serving on (http:\/\/[^/\s]+)\// } = {},
): Promise<RunningServer> {
  const flags = heapCap ? [heapCapFlag()] : [];
  // A built entry (.js) runs on plain node, as npm start runs it; a .ts one under tsx's loader.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const node: [string, string[]] = [process.execPath, [...flags, ...loader, resolve(entry)]];
  const [command, args] = pinned ? onServerCore(...node) : node;
  const child = spawn(command, args, {
    env: { ...process.env, ...BENCH_SERVER_ENV, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume(); // drain request logs
      done({
        url: match[1] ?? '',
        pid: child.pid!,
        child,
        cpuMs: () => processCpuMs(child.pid!),
        stop: () =>
          new Promise((stopped) => {
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) =>
      fail(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** CPU time (user + system, ms) a process has used so far, all its threads; Linux only, else NaN. */
export function processCpuMs(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return Number.NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in USER_HZ (100 on Linux)
  return ticks * 10;
}
