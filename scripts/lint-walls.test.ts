import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The walls #49 asked for, planted as in-memory files and linted with the project's own config:
// only server/http, routes and main speak HTTP (hono and HttpError, dynamic imports included),
// and the end-to-end specs import test-support/ rather than the server's internals.
// A planted file need not exist: ESLint's lintText lints the text as if it were at filePath.

const WALL_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax', 'boundaries/dependencies']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The wall rules that refuse `text` placed at `filePath`. */
async function refusals(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages
    .filter((message) => message.ruleId && WALL_RULES.has(message.ruleId))
    .map((message) => message.ruleId!);
}

const planted: [where: string, filePath: string, text: string][] = [
  [
    'import("hono") in server/offline',
    'server/offline/planted.ts',
    "export const web = () => import('hono');\n",
  ],
  ...['jobs', 'providers', 'limits', 'redis'].map((room): [string, string, string] => [
    `hono in server/${room}`,
    `server/${room}/planted.ts`,
    "import { Hono } from 'hono';\n\nexport const app = new Hono();\n",
  ]),
  [
    'import("hono") in server/jobs',
    'server/jobs/work/planted.ts',
    "export const web = () => import('hono');\n",
  ],
  [
    'the HTTP error in server/offline/catalog',
    'server/offline/catalog/planted.ts',
    "import { HttpError } from '../../http/http-error';\n\nexport const refuse = () => new HttpError(404, 'x', { errorCode: 'product_not_found' });\n",
  ],
  [
    'the HTTP error in server/jobs, imported lazily',
    'server/jobs/planted.ts',
    "export const refuse = () => import('../http/http-error');\n",
  ],
  [
    'an e2e spec importing server/main',
    'e2e/planted.spec.ts',
    "import { createApp } from '../server/main/app';\n\nexport const app = createApp;\n",
  ],
  [
    'an e2e spec importing server/main lazily',
    'e2e/planted.spec.ts',
    "export const app = () => import('../server/main/app');\n",
  ],
];

describe('lint refuses a wall broken', () => {
  it.each(planted)('%s', async (_where, filePath, text) => {
    expect(await refusals(filePath, text)).not.toEqual([]);
  });

  it.each([
    [
      'hono in server/routes',
      'server/routes/planted.ts',
      "import { Hono } from 'hono';\n\nexport const app = new Hono();\n",
    ],
    [
      'a domain error in server/jobs',
      'server/jobs/planted.ts',
      "import { NotFound } from '../domain-errors';\n\nexport const missing = NotFound;\n",
    ],
    [
      'an e2e spec importing test-support',
      'e2e/planted.spec.ts',
      "import { OFFLINE_PORT } from '../test-support/ports';\n\nexport const p = OFFLINE_PORT;\n",
    ],
  ])('and lets the allowed through: %s', async (_where, filePath, text) => {
    expect(await refusals(filePath, text)).toEqual([]);
  });
});
