import { type ChildProcess, spawn } from 'node:child_process';

/** A server process started by a test: its output lines, its address once it says "Serving on", its exit. */
export interface ServedProcess {
  child: ChildProcess;
  lines: string[];
  url: Promise<string>;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

export function startServedProcess(
  [command, ...args]: string[],
  env: Record<string, string | undefined>,
): ServedProcess {
  const lines: string[] = [];
  const child = spawn(command!, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = new Promise<string>((done, fail) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(line);
        const match = /Serving on (http:\/\/\S+?)\/? /.exec(`${line} `);
        if (match) done(match[1]!);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then(({ code }) => fail(new Error(`exited with ${code}: ${lines.join('\n')}`)));
  });
  url.catch(() => {}); // a test that waits for the exit instead sees the failure there
  return { child, lines, url, exited };
}

/** Waits until `url` answers 200 (e.g. /api/health/ready). */
export async function waitFor200(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
