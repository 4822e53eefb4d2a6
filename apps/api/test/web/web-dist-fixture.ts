import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The hashed script every static-file test asks for. */
export const FIXTURE_SCRIPT = '/assets/index-Ab12Cd34.js';

/**
 * A built web app of the tests' own in a temporary directory (index.html and one hashed script), for
 * `WEB_DIST_DIR`; the caller removes it.
 */
export function writeWebDist(script: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mosaico-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mosaico</title><div id="root"></div>');
  writeFileSync(path.join(dist, FIXTURE_SCRIPT), script);
  return dist;
}
