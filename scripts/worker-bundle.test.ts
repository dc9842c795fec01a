import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server';

/** The source modules of an output file and of every chunk it imports statically (what loads when it starts). */
function modulesLoadedBy(outputs: Metafile['outputs'], start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const output = stack.pop()!;
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of outputs[output]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) stack.push(imported.path);
    }
  }
  return [...seen].flatMap((output) => Object.keys(outputs[output]!.inputs));
}

describe('the worker process (npm run worker) as `npm run build` bundles it', () => {
  it('loads the services and no route or HTTP module', { timeout: 120_000 }, async () => {
    const { metafile } = await build({ ...serverBuildOptions(), write: false, metafile: true });
    const worker = Object.keys(metafile.outputs).find(
      (output) => metafile.outputs[output]!.entryPoint === 'server/main/worker.ts',
    );
    expect(worker).toBeDefined();
    const modules = modulesLoadedBy(metafile.outputs, worker!);
    expect(modules.filter((module) => /^server\/(routes|http)\//.test(module))).toEqual([]);
    expect(modules).toContain('server/services/create-services.ts');
    expect(modules).toContain('server/jobs/create-jobs.ts');
  });
});
