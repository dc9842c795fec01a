import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import semver from 'semver';
import { build, createLogger, type Logger } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// The first five minutes print nothing that looks like an error (#44): npm install (engines, install
// scripts) and the app build (Vite's warnings).

interface LockPackage {
  engines?: { node?: string };
  hasInstallScript?: boolean;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');

describe('npm install', () => {
  // The oldest Node of each line package.json's engines names (e.g. 20.19.0, 22.13.0, 24.0.0).
  const oldestOfEachLine = manifest.engines.node.split('||').map((line) => semver.minVersion(line)!.version);

  it.each(oldestOfEachLine)('installs on Node %s (no EBADENGINE)', (node) => {
    const refused = installed
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(node, pkg.engines.node))
      .map(([path, pkg]) => `${packageName(path)} wants node ${pkg.engines!.node}`);
    expect(refused).toEqual([]);
  });

  it('has an allowScripts entry for every package with an install script', () => {
    const declared = Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1'));
    const uncovered = installed
      .filter(([path, pkg]) => pkg.hasInstallScript && !declared.includes(packageName(path)))
      .map(([path]) => packageName(path));
    expect(uncovered).toEqual([]);
  });
});

describe('vite build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'quiet-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('prints no warning', async () => {
    const warnings: string[] = [];
    const base = createLogger('info');
    const logger: Logger = {
      ...base,
      info: () => {},
      warn: (message) => void warnings.push(message),
      warnOnce: (message) => void warnings.push(message),
      error: (message) => void warnings.push(message),
    };
    await build({ configFile: 'vite.config.ts', customLogger: logger, build: { outDir, emptyOutDir: true } });
    expect(warnings).toEqual([]);
  }, 120_000);
});
