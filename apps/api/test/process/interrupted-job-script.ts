import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { createJobQueue } from '../../src/lib/queue/job-queue';

// One queue instance, as a server process is one (`interrupted-job.test.ts` starts several and SIGKILLs one).
// Usage: interrupted-job-script.ts <dataDir> <hang|finish> <queue>[,<queue>…] [send]
//   hang: each job of those queues prints `started <queue> <id>` and never ends (a long job in progress);
//   finish: each job prints `ran <queue> <id>` and ends.
//   send: one job is sent to each of the queues once the workers are registered.
// DATABASE_URL set: that PostgreSQL database instead of PGlite in <dataDir>.

const [dataDir = '', mode = 'finish', queueList = '', action = ''] = process.argv.slice(2);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: path.join(dataDir, 'pglite'),
});
await database.migrate();
const queue = await createJobQueue(database);
const say = (line: string) => process.stdout.write(`${line}\n`);

for (const name of queueList.split(',').filter(Boolean)) {
  await queue.work(
    name,
    async (_data, meta) => {
      if (mode === 'hang') {
        say(`started ${name} ${meta.id}`);
        await new Promise(() => undefined);
      }
      say(`ran ${name} ${meta.id}`);
    },
    // matching's settings: a legitimate run may take up to 10 minutes, so expiry cannot be what brings it back.
    { expireInSeconds: 10 * 60, retryLimit: 5, retryDelay: 1, retryBackoff: true, pollingIntervalSeconds: 1 },
  );
  if (action === 'send') await queue.send(name, {});
}
say('ready');
await new Promise(() => undefined);
