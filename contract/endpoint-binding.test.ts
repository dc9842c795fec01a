import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The contract binds shapes: an entry's answer schema is what the server's handler must return
// (route) and what the client's caller gets (call). Change one field's type in the schema and tsc
// fails on both sides: here the autocomplete's names, answered by routes/cigarette-search.ts and read
// by features/cigarettes/use-autocomplete.ts (neither names a schema or a type of the contract).

const root = fileURLToPath(new URL('..', import.meta.url));
const SCHEMA = join(root, 'contract/cigarette-search-schema.ts');
const HANDLER = 'server/routes/cigarette-search.ts';
const CALLER = 'src/features/cigarettes/use-autocomplete.ts';

let previous: ts.Program | undefined; // what has not changed is not read again

/** The files tsc refuses (relative to the repo) when the schema's file reads `schemaText`. */
function filesWithErrors(schemaText: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.node.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === SCHEMA ? ts.createSourceFile(name, schemaText, language) : readSource(name, language, ...rest);
  const program = ts.createProgram([join(root, HANDLER), join(root, CALLER)], config.options, host, previous);
  previous = program;
  const files = ts
    .getPreEmitDiagnostics(program)
    .map((d) => (d.file ? relative(root, d.file.fileName) : '?'));
  return [...new Set(files)].sort();
}

describe('an entry binds both sides to its answer schema', () => {
  const schema = readFileSync(SCHEMA, 'utf8');
  const names = 'names: z.array(z.string())';

  it('compiles as it is', () => {
    expect(filesWithErrors(schema)).toEqual([]);
  }, 120_000);

  it('a field of another type fails the server handler and the client caller', () => {
    expect(schema).toContain(names);
    const changed = schema.replace(names, 'names: z.array(z.number())');
    expect(filesWithErrors(changed)).toEqual([CALLER, HANDLER].sort());
  }, 120_000);
});
