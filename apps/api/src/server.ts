import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleEmbeddedMaintenance } from './db/maintenance';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoIfEmpty } from './db/seed/demo';
import { createLogDestination, ignoreBrokenStdio } from './lib/log-destination';
import { createJobQueue } from './lib/queue/job-queue';
import { encryptPlainSecondFactors } from './modules/account-security';
import { ensureMatchesComputed } from './modules/matching';
import { preparePlaces } from './modules/places';
import { describeStartupError } from './startup-error';

async function main(): Promise<void> {
  ignoreBrokenStdio();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  // PGlite's thread gone (a WebAssembly crash) is what a crash of PGlite in this thread was before: the process
  // ends, and whatever restarts it finds the data directory as PostgreSQL's recovery leaves it.
  if (database.kind === 'pglite') {
    database.client.onLost((error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      process.exit(1);
    });
  }
  await database.migrate();

  const queue = await createJobQueue(database);
  const app = await buildApp(
    { config, database, queue },
    { logger: { level: config.logLevel, stream: createLogDestination() } },
  );
  let seeded = false;
  if (config.seedDemo) {
    seeded = await seedDemoIfEmpty(app.ctx, app.log);
  }
  // TOTP secrets written before they were encrypted at rest (or by a seed) are encrypted once, here.
  const sealed = await encryptPlainSecondFactors(app.ctx);
  if (sealed > 0) app.log.info({ sealed }, 'second-factor secrets encrypted at rest');
  // The demo world (or a database that predates the matching engine) gets its compatibles computed in the background.
  await ensureMatchesComputed(app.ctx, app.log);
  const stopMaintenance = scheduleEmbeddedMaintenance(database, (error) =>
    app.log.error({ err: error }, 'embedded database maintenance failed'),
  );

  preparePlaces();
  await app.listen({ port: config.port, host: config.host });
  // The search indexes are read now rather than by the first searches (a million professionals: seconds).
  void app.ctx.warmUps.run().then(({ ms, ok }) => {
    if (ok) app.log.info({ ms }, 'search indexes read');
    else app.log.warn({ ms }, 'a search index could not be read; searches read it (or ask SQL) meanwhile');
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl : `http://localhost:${port}`;

  const lines = [
    '',
    `  Mosaico is running on ${base}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}`,
    `  API reference: ${base}/api/docs`,
  ];
  if (!config.isProduction && !config.smtpUrl) lines.push(`  Development mailbox: ${base}/dev/mailbox`);
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo data loaded. Demo logins:' : '  Demo logins:');
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(12)} ${login.email}`);
    lines.push(`    password     ${DEMO_PASSWORD}`);
    lines.push(
      `    recruiters' and managers' second factor (TOTP secret for an authenticator app): ${DEMO_TOTP_SECRET}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // However the closing goes, the process ends within 10 s of the signal (issue 12).
    const timer = setTimeout(() => process.exit(1), 9_000);
    timer.unref();
    try {
      await app.close();
      await stopMaintenance();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error, process.env.DATABASE_URL));
  process.exit(1);
});
