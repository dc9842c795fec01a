import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A real redis-server (Debian package `redis-server`) on a free loopback port, for
 * tests and benches. No persistence; `stop()` and `start()` simulate an outage and a
 * restart on the same port; `pause()` and `resume()` a stall (SIGSTOP, SIGCONT: the
 * connection stays open and nothing answers).
 */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `persistDir`: an append-only file there, fsynced at each write, so a restart keeps what was written. */
export async function startRedis(options: { persistDir?: string } = {}): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const persist = options.persistDir
      ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.persistDir]
      : ['--appendonly', 'no'];
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persist];
    const started = spawn(process.env.REDIS_SERVER ?? 'redis-server', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`cannot run redis-server (apt-get install redis-server): ${error.message}`));
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    started.stdout!.resume();
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  const signal = (name: NodeJS.Signals) => {
    if (child && child.exitCode === null) child.kill(name);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
  };
}
