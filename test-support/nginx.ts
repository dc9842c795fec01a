import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real nginx (Debian package `nginx`) serving `site` (a server block and its upstreams), started
 * as the test's own process: pid, logs and temporary files in a folder of its own, nothing as root.
 */
export async function startNginx(site: string) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n  ');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temp}
  include ${join(dir, 'site.conf')};
}
`,
  );
  const command = process.env.NGINX ?? '/usr/sbin/nginx';
  const child = spawn(command, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await new Promise<void>((done, fail) => {
    child.once('spawn', done);
    child.once('error', (error) =>
      fail(new Error(`cannot run ${command} (apt-get install nginx): ${error.message}`)),
    );
  });
  return {
    /** What nginx said on stderr so far (configuration errors). */
    errors: () => errors,
    /** Its error log: why a request got a 502. */
    log: () => readFileSync(join(dir, 'error.log'), 'utf8'),
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
