import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--eval', "import('./server/main/serve-app.ts').then((m) => m.serveApp({}))"],
    {
      cwd: resolve('.'),
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(line);
        const match = /Serving on (http:\/\/\S+?)\/? /.exec(`${line} `);
        if (match)
          done({
            url: match[1]!,
            child,
            lines,
            rssMb: () => rssMb(child.pid!),
            stop: () => {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              return exited;
            },
          });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => fail(new Error(`server exited with ${child.exitCode}: ${lines.join('\n')}`)));
  });
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}
