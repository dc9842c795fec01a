import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The CPU-per-request benches put the servers on one core and their own client on the other
// (Linux `taskset`), so a server's CPU per request is not bent by the client preempting it on the
// same core, which spread one run's round ratios from 1.4 to 3.5 on this 2-core machine.

const TASKSET = '/usr/bin/taskset';
/** The core the measured servers run on; the bench's client keeps to the other. */
export const SERVER_CPU = 1;
const CLIENT_CPU = 0;

/** Whether pinning is possible here: Linux with `taskset` and at least two cores. */
export const canPin = () =>
  existsSync(TASKSET) && Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) >= 2;

/** The command line that starts `command` on the servers' core (unchanged where pinning is not possible). */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return canPin() ? [TASKSET, ['-c', String(SERVER_CPU), command, ...args]] : [command, args];
}

/** Keeps this process (the client) off the servers' core until the returned function is called. */
export function pinClient(): () => void {
  if (!canPin()) return () => {};
  const all = execFileSync(TASKSET, ['-p', '-c', String(process.pid)], { encoding: 'utf8' })
    .split(':')
    .pop()!
    .trim();
  // -a: every thread of the process (V8's and libuv's helpers too), not only the main one.
  execFileSync(TASKSET, ['-a', '-p', '-c', String(CLIENT_CPU), String(process.pid)], { stdio: 'ignore' });
  return () => execFileSync(TASKSET, ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' });
}
