import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The plain JavaScript file a child process runs (`node <file>`), for code that must run under the kernel's limits
 * on a process of its own (issue 21: text extraction). In production it is the bundle tsup builds beside the
 * server (`dist/<name>.js`). From source (tests, `npm run dev`, the benches) the TypeScript entry is bundled once
 * per process with esbuild into `apps/api/node_modules/.cache/mosaico/`, where npm packages resolve as they do
 * for the sources: no TypeScript loader runs in the child, so it starts fast and fits the same address-space
 * limit as in production (tsx's loader does not start under one).
 */
export async function childEntry(sourceUrl: URL, callerUrl: string): Promise<string> {
  const name = path.basename(sourceUrl.pathname).replace(/\.ts$/, '');
  if (!callerUrl.endsWith('.ts')) return fileURLToPath(new URL(`./${name}.js`, callerUrl));
  let built = bundles.get(name);
  if (!built) {
    built = bundle(sourceUrl, name);
    bundles.set(name, built);
    built.catch(() => bundles.delete(name));
  }
  return built;
}

const bundles = new Map<string, Promise<string>>();

async function bundle(sourceUrl: URL, name: string): Promise<string> {
  const { build } = await import('esbuild');
  const directory = fileURLToPath(new URL('../../node_modules/.cache/mosaico/', import.meta.url));
  mkdirSync(directory, { recursive: true });
  const output = path.join(directory, `${name}.mjs`);
  // Written aside and renamed: test files building the same entry at once never read a half-written file.
  const partial = `${output}.${process.pid}.partial`;
  await build({
    entryPoints: [fileURLToPath(sourceUrl)],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    // npm packages stay external, as in tsup's bundle; the domain workspace (TypeScript) is bundled in.
    plugins: [
      {
        name: 'external-packages',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mosaico/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  renameSync(partial, output);
  return output;
}
