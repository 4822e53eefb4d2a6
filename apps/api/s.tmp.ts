import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { createNotifiedCaches, OPPORTUNITIES_CHANGED_CHANNEL } from './src/lib/notified-cache';
import { createOpportunityTextIndex } from './src/modules/search/opportunity-text-index';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const caches = await createNotifiedCaches(database, OPPORTUNITIES_CHANGED_CHANNEL);
const index = createOpportunityTextIndex({ database, opportunityCaches: caches } as any);
const words = (await database.db.execute(sql`SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', titulo) FROM opportunities') ORDER BY ndoc DESC LIMIT 120`) as any).rows.map((r: any) => r.word);
const searches: string[][] = [];
for (let i = 0; i < 1000; i++) { const a = words[(i * 7) % words.length]; const b = words[(i * 13 + 5) % words.length]; searches.push(i % 3 === 0 ? [a] : [a, b]); }
await index.search({ keywords: ['java'], visibility: 'available' }, { limit: 36, offset: 0 });
for (const s of searches.slice(0, 300)) await index.search({ keywords: s, visibility: 'available' }, { limit: 36, offset: 0 });
for (const round of [1,2]) {
const times: number[] = []; let totals = 0;
for (const [i, s] of searches.entries()) { const t0 = performance.now(); const r = await index.search({ keywords: s, visibility: 'available' }, { limit: 36, offset: 36 * (i % 3) }); times.push(performance.now() - t0); totals += r?.total ?? 0; }
times.sort((a, b) => a - b); console.log('index p50', times[500].toFixed(3), 'p97.5', times[975].toFixed(3), 'max', times[999].toFixed(2), 'avg total', (totals / 1000).toFixed(0), 'mean', (times.reduce((a,b)=>a+b)/1000).toFixed(3));
}
index.close(); await caches.close(); await database.close();
