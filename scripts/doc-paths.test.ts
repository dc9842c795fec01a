import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = ['docs/architecture.md', 'CONTRIBUTING.md'];
/** A folder path (`server/jobs/`, `contract/endpoint.ts`) or a file name (`routes.ts`): no spaces, no placeholders. */
const PATH = /^[\w.-]+(\/[\w.@-]+)+\/?$|^[\w.-]+\.(ts|tsx|js|md|json|css|html|yml|csv)$/;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const names = new Set(tracked.map((file) => basename(file)));

/** A path from the repository's root, a tracked file's name, or a package's module (`zod/mini`). */
const exists = (path: string) =>
  existsSync(path) || (!path.includes('/') && names.has(path)) || existsSync(`node_modules/${path}`);

describe('the paths the docs name in backticks', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const spans = [...readFileSync(doc, 'utf8').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
    const paths = spans.filter((span) => PATH.test(span));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });
});
