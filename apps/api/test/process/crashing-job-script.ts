import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { createJobQueue } from '../../src/lib/queue/job-queue';

// A process whose job kills it (issue 21's crash loop, made on purpose): `crashing-job.test.ts` runs it again and
// again on the same database, as a supervisor restarts a server. The 'test-crash' job SIGKILLs its own process
// when it runs, as a native crash or a heap abort does; 'test-ok' jobs show the queue keeps working around it.
// Usage: crashing-job-script.ts <dataDir> [send]   (DATABASE_URL set: that PostgreSQL database instead of PGlite)

const [dataDir = '', action = ''] = process.argv.slice(2);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: path.join(dataDir, 'pglite'),
});
// On PostgreSQL a job cut off by a crash is handed back as soon as its instance is seen dead (queue-instances.ts).
const queue = await createJobQueue(database, { maintenanceIntervalSeconds: 1 });
const say = (line: string) => process.stdout.write(`${line}\n`);

await queue.work(
  'test-crash',
  async () => {
    say('crash-job-started');
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => undefined);
  },
  { pollingIntervalSeconds: 0.5, expireInSeconds: 1, retryLimit: 5, retryDelay: 0, retryBackoff: false },
);
await queue.work(
  'test-ok',
  async (data: { n: number }) => {
    say(`ok-job-ran ${data.n}`);
  },
  { pollingIntervalSeconds: 0.5 },
);
await queue.send('test-ok', { n: Date.now() });
// Sent after its worker is registered, so that the job carries the queue's settings (its one-second expiry).
if (action === 'send') await queue.send('test-crash', {});

// Reports the crashing job's state once it is settled (failed), then leaves.
const schema = 'pgboss';
for (;;) {
  const sql = `SELECT state, output FROM "${schema}".job WHERE name = 'test-crash'`;
  const result =
    database.kind === 'postgres' ? await database.client.query(sql) : await database.client.query(sql, []);
  const job = result.rows[0] as { state: string; output: unknown } | undefined;
  if (job && job.state === 'failed') {
    say(`crash-job ${JSON.stringify(job)}`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await new Promise((resolve) => setTimeout(resolve, 1500));
await queue.stop();
await database.close();
say('done');
process.exit(0);
