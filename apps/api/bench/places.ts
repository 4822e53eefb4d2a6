// Measures the places gazetteer: index build time, memory, autocomplete latency. Run: npx tsx bench/places.ts
import { getGazetteer, searchGazetteer } from '../src/modules/places/gazetteer';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const index = getGazetteer();
gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const rssAfter = process.memoryUsage().rss;

const queries = [
  'sao',
  'são p',
  'lisb',
  'porto',
  'new',
  'san',
  'rio de',
  'bel',
  'curit',
  'mad',
  'lon',
  'par',
  'ber',
  'toron',
  'chic',
  'flori',
  'campi',
  'coim',
  'brag',
  'santa',
  'la ',
  'mon',
  'ham',
  'york',
  'paulo',
  'porto, port',
];
const timings: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const query of queries) {
    const started = performance.now();
    searchGazetteer(query);
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`places: ${index.size} cities, ${index.keys.length} search keys`);
console.log(`index build: ${index.buildMs.toFixed(0)} ms`);
console.log(
  `memory: heap +${mb(heapAfter - heapBefore)}${gc ? '' : ' (run with --expose-gc for a steadier figure)'}, rss +${mb(rssAfter - rssBefore)}`,
);
console.log(
  `autocomplete over ${timings.length} queries: p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${at(100).toFixed(2)} ms`,
);
for (const query of ['sao', 'lisb', 'porto', 'new york', 'rio', 'paulo']) {
  console.log(
    `  ${query} → ${searchGazetteer(query, 4)
      .map((place) => place.formatted_address)
      .join(' | ')}`,
  );
}
