import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

// The variables an operator reads about are the ones the server reads (#33: .env.example named 10 of 23).
const envExample = readFileSync('.env.example', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** `NAME=value` and `# NAME=value` lines: the variables .env.example names, set or commented out. */
const named = [...envExample.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => ({
  name: name!,
  value: value!,
  set: !envExample.includes(`# ${name}=${value}`),
}));

describe('.env.example and the README follow the config schema', () => {
  it('.env.example names every variable, once, and nothing else', () => {
    expect(named.map(({ name }) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('its set values and its commented examples are all accepted by the schema', () => {
    const set = Object.fromEntries(
      named.filter((entry) => entry.set).map(({ name, value }) => [name, value]),
    );
    expect(() => loadConfig(set)).not.toThrow();
    const examples = Object.fromEntries(named.map(({ name, value }) => [name, value]));
    expect(() => loadConfig(examples)).not.toThrow();
  });

  it("the README's configuration table has a row for every variable", () => {
    const rows = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map(([, name]) => name);
    expect(CONFIG_VARIABLES.filter((name) => !rows.includes(name))).toEqual([]);
  });
});
