import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServedProcess } from './served-process';

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Every line the server wrote (stdout and stderr), in order. */
  lines: string[];
  /** The server's resident memory now, in MB, from /proc/<pid>/status. */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * The real server (serve-app.ts, no SPA) as a process of its own on a free loopback port, one Node
 * process (node with tsx's loader) so its pid is the server's. `env` adds to the test's environment.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const served = startServedProcess(
    [
      process.execPath,
      '--import',
      'tsx',
      '--eval',
      "import('./server/main/serve-app.ts').then((m) => m.serveApp({}))",
    ],
    { ...process.env, PORT: '0', HOST: '127.0.0.1', REDIS_URL: '', ...env },
  );
  const { child, lines } = served;
  return {
    url: await served.url,
    child,
    lines,
    rssMb: () => rssMb(child.pid!),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await served.exited;
    },
  };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}
