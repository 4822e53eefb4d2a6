import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a worker thread's code is: beside the bundle in production (tsup builds `dist/<name>.js`); when running
 * from source (tests, `npm run dev`, the benches), the TypeScript file loaded through tsx's API, since Node 20
 * applies no loader hooks to a worker's entry file. `sourceUrl` is the `.ts` file's URL, resolved by the caller
 * against its own `import.meta.url`.
 */
export function workerEntry(sourceUrl: URL, callerUrl: string): { entry: string | URL; eval: boolean } {
  if (callerUrl.endsWith('.ts') && existsSync(sourceUrl)) {
    // tsx's ESM entry (resolving 'tsx/esm/api' from here would pick its CommonJS one).
    const tsxRoot = path.dirname(createRequire(callerUrl).resolve('tsx/package.json'));
    const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(sourceUrl.href)}, ${JSON.stringify(sourceUrl.href)}))`;
    return { entry: code, eval: true };
  }
  const built = path.basename(sourceUrl.pathname).replace(/\.ts$/, '.js');
  return { entry: new URL(`./${built}`, callerUrl), eval: false };
}
