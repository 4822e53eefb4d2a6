import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports run one way, as in bulletproof-react: the app shell (`app/`, `main.tsx`) → features → shared code
// (`components/`, `lib/`, `config/`, `i18n/`). A shared component that imported a feature, or a feature that
// imported the shell, would tie the layers into one; this reads every source file's imports from disk and names
// each one that runs back up. `test/` (helpers that render the app's providers) belongs to no layer.
const SRC = resolve(__dirname, '..');

type Layer = 'app' | 'features' | 'shared';

function layerOf(path: string): Layer | null {
  const top = path.split('/')[0];
  if (top === 'app' || top === 'main.tsx') return 'app';
  if (top === 'features') return 'features';
  if (top === 'components' || top === 'lib' || top === 'config' || top === 'i18n') return 'shared';
  return null;
}

// What each layer may not import.
const FORBIDDEN: Record<Layer, Layer[]> = { app: [], features: ['app'], shared: ['app', 'features'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Static imports and re-exports, side-effect imports, dynamic imports and vi.mock, relative ones only (packages
// are outside the layers).
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function importsRunningUp(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const path = relative(SRC, file).split('\\').join('/');
    const layer = layerOf(path);
    if (!layer) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? '';
      const target = relative(SRC, resolve(dirname(file), specifier))
        .split('\\')
        .join('/');
      const targetLayer = layerOf(target);
      if (targetLayer && FORBIDDEN[layer].includes(targetLayer)) found.push(`${path} imports ${specifier}`);
    }
  }
  return found.sort();
}

describe('import layers (app → features → shared)', () => {
  it('has no shared file importing a feature or the app shell, and no feature importing the app shell', () => {
    expect(importsRunningUp()).toEqual([]);
  });

  it('reads the imports it judges', () => {
    // Guards the scan itself: a pattern that matched nothing would pass the test above on any tree.
    const all = sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]);
    expect(all.length).toBeGreaterThan(500);
    expect(layerOf('components/page-loader/page-loader.tsx')).toBe('shared');
    expect(FORBIDDEN[layerOf('features/home/routes/home-page.tsx') ?? 'app']).toEqual(['app']);
  });
});
