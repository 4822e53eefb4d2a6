import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { findProfessionals } from '../src/modules/search/professional-search.service';
import { findDuplicate } from '../src/modules/professional-registration/professional-registration.repository';

const captured: Array<{ text: string; values: unknown[] }> = [];
let capture = false;
const original = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: scratch
(pg.Client.prototype as any).query = function (this: pg.Client, config: any, values?: any, cb?: any) {
  if (capture) {
    const text = typeof config === 'string' ? config : config?.text;
    const vals = (typeof config === 'object' && config?.values) || values || [];
    if (text) captured.push({ text, values: vals });
  }
  // biome-ignore lint/suspicious/noExplicitAny: scratch
  return (original as any).call(this, config, values, cb);
};

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: '/nonexistent' });
  const ctx = { database } as never;
  const { rows: skillRows } = await (database as unknown as { db: { execute: (q: unknown) => Promise<{ rows: Array<{ nome: string }> }> } }).db.execute(
    (await import('drizzle-orm')).sql`select nome from user_skills group by nome order by count(*) desc limit 40`,
  );
  const skills = skillRows.map((row) => row.nome);
  const base = { typeFilter: 'all' as const, pcdFilter: false, talentFilter: false, europeanUnionCitizenshipFilter: false };
  const cases: Array<[string, (i: number) => { list: string; query: typeof base | Record<string, unknown> }]> = [
    ['skill + PcD', (i) => ({ list: skills[i % skills.length] ?? 'java', query: { ...base, pcdFilter: true } })],
    ['skill + talent', (i) => ({ list: skills[(i + 3) % skills.length] ?? 'java', query: { ...base, talentFilter: true } })],
    ['skill + EU', (i) => ({ list: skills[(i + 7) % skills.length] ?? 'java', query: { ...base, europeanUnionCitizenshipFilter: true } })],
    ['2 skills + PcD + EU', (i) => ({ list: `${skills[i % skills.length]}|${skills[(i + 11) % skills.length]}`, query: { ...base, pcdFilter: true, europeanUnionCitizenshipFilter: true } })],
    ['criteria + PcD', (i) => ({ list: skills[(i + 5) % skills.length] ?? 'java', query: { ...base, typeFilter: 'criteria', pcdFilter: true } })],
    ['names', (i) => ({ list: ['joao', 'maria silva', 'Araujo', 'conceicao'][i % 4] ?? 'joao', query: { ...base, typeFilter: 'names' } })],
    ['skill, no option', (i) => ({ list: skills[(i + 13) % skills.length] ?? 'java', query: base })],
  ];
  await findProfessionals(ctx, { list: 'java', pageSize: 12, page: 1 }, base as never);
  for (const [name, make] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 30; i++) {
      const input = make(i);
      const start = performance.now();
      const answer = await findProfessionals(ctx, { list: input.list, pageSize: 12, page: 1 }, input.query as never);
      times.push(performance.now() - start);
      total += answer.total;
    }
    console.log(`${name.padEnd(22)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  avg total ${Math.round(total / 30)}`);
  }
  // The statements of one 'skill + PcD' call, explained.
  capture = true;
  await findProfessionals(ctx, { list: skills[2] ?? 'java', pageSize: 12, page: 1 }, { ...base, pcdFilter: true } as never);
  capture = false;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("set max_parallel_workers_per_gather = 0; set jit = off; set work_mem = '16MB'");
  for (const statement of captured) {
    if (!/^\s*(select|with)/i.test(statement.text)) continue;
    const plan = await original.call(client, `explain (analyze, buffers off, timing on) ${statement.text}`, statement.values as never);
    const lines = (plan as unknown as pg.QueryResult).rows.map((row) => row['QUERY PLAN'] as string);
    console.log(`\n--- ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(lines.filter((line) => /Execution Time|Planning Time|Scan/.test(line)).join('\n'));
  }
  // The duplicate check before a registration: phone and LinkedIn scans.
  for (const probe of [
    { email: 'nobody-here@example.com', phoneDigits: '5511987654321', linkedin: 'linkedin.com/in/nobody-here' },
  ]) {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await findDuplicate(database.db, probe, null);
      times.push(performance.now() - start);
    }
    console.log(`\nduplicate check (e-mail, phone, LinkedIn; none found) p50 ${pct(times, 50).toFixed(1)} ms p95 ${pct(times, 95).toFixed(1)} ms`);
  }
  await client.end();
  await database.close();
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
