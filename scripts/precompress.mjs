#!/usr/bin/env node
// Precompresses the built web app's text assets (issue 11): a .br (brotli, quality 11) and a .gz (gzip, level 9)
// beside each file, which the API serves with @fastify/static's `preCompressed` to clients that accept them.
// Compressing once at build time costs nothing per request. Usage: node scripts/precompress.mjs apps/web/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Below this, the headers outweigh the saving.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBrotli = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) {
      const bytes = readFileSync(file);
      if (bytes.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      writeFileSync(`${file}.br`, brotli);
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      files += 1;
      before += bytes.length;
      afterBrotli += brotli.length;
    }
  }
};
walk(root);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB with brotli`,
);
