#!/usr/bin/env node
/**
 * Issue 26 item 5: Debian's wapiti and sqlmap against a running Mosaico with the demo world, signed in as the
 * demo recruiter (password + TOTP) and as the demo professional. Not part of `npm test`: it takes minutes and
 * needs `apt-get install wapiti sqlmap`.
 *
 *   npm run build && node scripts/security-scan.mjs            # starts its own instance, scans, stops it
 *   node scripts/security-scan.mjs --url http://127.0.0.1:3000  # an instance already running with the demo world
 *   options: --only wapiti|sqlmap, --quick (fewer wapiti modules and URLs, for trying the script out)
 *
 * Its own instance listens on 127.0.0.1 on a free port with a temporary DATA_DIR (removed at the end), so the
 * scan never touches a developer's ./data; rate limits stay on, as in production. Reports go to .security-scan/
 * (git-ignored): wapiti-<role>.json and .log, sqlmap-<n>.log with sqlmap/<n>/ (one folder per target) and summary.json, which the last
 * lines printed also sum up. SECURITY.md 'Scans' records the command and what was found.
 */
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { Secret, TOTP } from 'otpauth';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.security-scan');

// The demo world's logins (apps/api/src/db/seed/demo-people.ts).
const DEMO_PASSWORD = 'mosaico-demo';
const DEMO_TOTP_SECRET = 'MOSAICODEMOTOTPSECRETFORRECRUITR';
const RECRUITER = 'rh@mosaico.test';
const PROFESSIONAL = 'ana@mosaico.test';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const only = option('--only');
const quick = args.includes('--quick');

const log = (message) => console.log(`[security-scan ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** A free loopback port: asked of the kernel, then released for the server to take. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(base, server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null)
      throw new Error(`the server stopped (exit ${server.exitCode}); see ${outDir}/server.log`);
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`${base}/api/health did not answer 200 within 5 minutes`);
}

async function startInstance() {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('no build found: run `npm run build` first (this script builds nothing itself)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-scan-'));
  const port = await freePort();
  const logFile = createWriteStream(path.join(outDir, 'server.log'));
  // Whatever the developer's shell says, the scan uses the embedded database in its temporary folder.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...environment,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(logFile);
  server.stderr.pipe(logFile);
  const base = `http://127.0.0.1:${port}`;
  log(`started the server (pid ${server.pid}) on ${base}, DATA_DIR ${dataDir}`);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    log('stopped the server and removed its data folder');
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function post(base, url, body) {
  const answer = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await answer.json().catch(() => ({}));
  return { status: answer.status, json };
}

async function get(base, url, token) {
  const answer = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  return answer.json();
}

/** Signs in through the API as a browser would: password, then (recruiters) the TOTP code of the demo secret. */
async function signIn(base, email) {
  const first = await post(base, '/api/auth/signin', { email, password: DEMO_PASSWORD });
  if (first.status !== 200)
    throw new Error(`sign-in of ${email}: ${first.status} ${JSON.stringify(first.json)}`);
  if (first.json.token) return first.json.token;
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(DEMO_TOTP_SECRET),
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = totp.generate();
    const second = await post(base, '/api/auth/second-factor', { challenge: first.json.challenge, code });
    if (second.status === 200 && second.json.token) return second.json.token;
    // A code's time step is accepted once (someone signed in this minute): wait for the next step.
    if (second.json.code !== 'SECOND_FACTOR_CODE_USED') {
      throw new Error(`second factor of ${email}: ${second.status} ${JSON.stringify(second.json)}`);
    }
    await sleep(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error(`second factor of ${email}: no fresh code accepted`);
}

const subjectOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;

/** Ids the URLs below need, read from the demo world through the API. */
async function demoIds(base, recruiterToken, professionalToken) {
  const professionalId = subjectOf(professionalToken);
  const home = await get(base, '/api/opportunity/list/home', professionalToken);
  const firstCard = Object.values(home)
    .flat()
    .find((card) => card && (card._id || card.id));
  const opportunityId = firstCard?._id ?? firstCard?.id;
  const attachments = await get(base, `/api/users/${professionalId}/attachments`, recruiterToken).catch(
    () => [],
  );
  const list = Array.isArray(attachments)
    ? attachments
    : (attachments.attachments ?? attachments.files ?? []);
  const fileId = list.map((file) => file._id ?? file.id).find(Boolean);
  const places = await get(base, '/api/places/autocomplete?q=Lisboa', professionalToken).catch(() => []);
  const placeList = Array.isArray(places) ? places : (places.predictions ?? places.places ?? []);
  const placeId = placeList.map((place) => place.place_id ?? place.id).find(Boolean);
  const feed = await get(base, `/api/feed/${professionalId}?limit=1`, recruiterToken).catch(() => []);
  const events = Array.isArray(feed) ? feed : (feed.events ?? feed.items ?? []);
  const eventId = events.map((event) => event._id ?? event.id).find(Boolean);
  // Reports name their responsible: a recruiter (rh) may name only themself ('all' is for managers, 002 §6).
  return { professionalId, recruiterId: subjectOf(recruiterToken), opportunityId, fileId, placeId, eventId };
}

const year = new Date().getUTCFullYear();
const from = `${year - 1}-01-01`;
const to = new Date().toISOString().slice(0, 10);

/** GET routes with query parameters (what wapiti attacks) and with ids in their path (what it requests). */
function professionalUrls({ professionalId, opportunityId, fileId, placeId }) {
  return [
    '/',
    '/api/docs/',
    '/api/openapi.json',
    '/api/opportunity/list/home',
    '/api/opportunity/search/opp?keywords=java&location=Lisboa&homeOffice=false&radius=50&page=1',
    `/api/opportunity/search/opp?keywords=dados&section=europe&place_id=${placeId ?? ''}&page=1`,
    '/api/places/autocomplete?q=Lisboa',
    placeId && `/api/places/${placeId}`,
    '/api/dictionary/list?classif=1',
    '/api/dictionary/states',
    `/api/users/me/${professionalId}`,
    `/api/users/${professionalId}/attachments`,
    fileId && `/api/documents/file/${fileId}`,
    `/api/users/${professionalId}/get-vagas-compativeis`,
    `/api/users/${professionalId}/get-status-vagas`,
    `/api/users/privacyPolicyAcceptance/${professionalId}`,
    opportunityId && `/api/opportunity/${opportunityId}`,
    opportunityId && `/api/opportunity/${opportunityId}/candidate/${professionalId}?weaker=false`,
    '/api/users/sessions',
    '/api/users/second-factor',
    '/api/users/me/export',
  ].filter(Boolean);
}

function recruiterUrls(ids) {
  const { professionalId, recruiterId, opportunityId } = ids;
  return [
    ...professionalUrls(ids),
    '/api/dev/mailbox',
    '/api/opportunity/search/oppRh?keywords=java&status=published&client=Cascade&career=dev&motive=x&page=1',
    '/api/opportunity/search/byNameOrID?value=java',
    '/api/users/find/java/12/1?typeFilter=all&pcdFilter=false&talentFilter=false&europeanUnionCitizenshipFilter=false',
    `/api/users/get-talents/10/1?responsable=-1&group=all&sort=0&keywords=java&dateStart=${from}&dateEnd=${to}`,
    '/api/criteria/check-name?nome=Java',
    '/api/events?limit=20',
    `/api/feed/${professionalId}?limit=20${ids.eventId ? `&before=${ids.eventId}` : ''}`,
    '/api/opportunity/kanban?squad=all&responsible=all&priority=4',
    `/api/opportunity/kanban-results?from=${from}&to=${to}&squad=all&responsible=all&priority=4`,
    `/api/deletedProfile/byDate?start=${from}&end=${to}`,
    `/api/reports/opportunitiesReport/${from}/${to}/${recruiterId}`,
    `/api/reports/export/evaluations?flavour=data&dateStart=${from}&dateEnd=${to}&responsible=${recruiterId}`,
    `/api/reports/export/pre-registrations?flavour=excel&start=${from}&end=${to}&responsible=${recruiterId}`,
    `/api/userevaluation/user/${professionalId}`,
    `/api/users/talent/${professionalId}`,
    opportunityId && `/api/opportunity/${opportunityId}/edit`,
    opportunityId && `/api/opportunity/${opportunityId}/compatibles/10/1/desc`,
    opportunityId && `/api/opportunity/${opportunityId}/comments`,
  ].filter(Boolean);
}

/** URLs never to request: they would end the scanner's own session or delete the account it scans with. */
const EXCLUDED = [
  '*signout*',
  '*deleteCv*',
  'api/users/sessions/*',
  '*end-others*',
  '*exclude-pre-register*',
];

/**
 * Debian's wapiti 3.0.4 compiles every -x pattern as `<pattern>\\Z(?ms)`, which Python 3.11 refuses ("global flags
 * not at the start"), so any -x stops it. It is run through this shim, which puts the flags first and changes
 * nothing else (wapiti 3.1 fixed it the same way). Debian's python3, where Debian's wapiti lives, not a pyenv one.
 */
const WAPITI_SHIM = [
  'import re, sys',
  'import wapitiCore.net.crawler as crawler',
  'def wildcard_translate(pattern):',
  "    return re.compile('(?ms)' + ''.join('.*' if c == '*' else re.escape(c) for c in pattern) + r'\\Z')",
  'crawler.wildcard_translate = wildcard_translate',
  "sys.argv[0] = 'wapiti'",
  'from wapitiCore.main.wapiti import wapiti_main',
  'sys.exit(wapiti_main())',
].join('\n');

function run(command, commandArgs, logName) {
  return new Promise((resolve) => {
    const out = createWriteStream(path.join(outDir, logName));
    out.write(`$ ${command} ${commandArgs.map((arg) => (/\s/.test(arg) ? `'${arg}'` : arg)).join(' ')}\n\n`);
    const child = spawn(command, commandArgs, { cwd: outDir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('exit', (code) => resolve(code));
  });
}

/** wapitiCore/language/vulnerability.py: the levels its JSON report writes. */
const SEVERITY = { 0: 'info', 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' };

async function wapiti(base, role, token, urls) {
  const report = path.join(outDir, `wapiti-${role}.json`);
  // wapiti's default set without ssrf (it needs wapiti's public endpoint, wapiti3.ovh, to reach this loopback
  // server), plus the cheap checks. Left out: nikto and buster (path brute force: every path outside /api answers
  // the web app's index.html by design, so they only measure that), brute_login_form (sign-in is a JSON call behind
  // rate limits, not a form) and wapp (it downloads its database from the internet).
  const modules = quick
    ? 'sql,xss,exec,http_headers'
    : 'common,-ssrf,crlf,methods,htaccess,backup,xxe,shellshock';
  const commandArgs = [
    '-u',
    `${base}/`,
    '--scope',
    'folder',
    '-H',
    `Authorization: Bearer ${token}`,
    '-m',
    modules,
    '-d',
    '3',
    '--max-scan-time',
    quick ? '120' : '1200',
    '--max-attack-time',
    quick ? '30' : '180',
    '--flush-session',
    '--store-session',
    path.join(outDir, `wapiti-session-${role}`),
    '--store-config',
    path.join(outDir, `wapiti-config-${role}`),
    '--no-bugreport',
    '-v',
    '1',
    '-f',
    'json',
    '-o',
    report,
    ...(quick ? urls.slice(0, 4) : urls).flatMap((url) => ['-s', `${base}${url}`]),
    ...EXCLUDED.flatMap((pattern) => ['-x', `${base}/${pattern}`]),
  ];
  log(`wapiti as ${role}: ${urls.length} start URLs, modules ${modules}`);
  const code = await run('/usr/bin/python3', ['-c', WAPITI_SHIM, ...commandArgs], `wapiti-${role}.log`);
  if (!existsSync(report)) return { role, exitCode: code, findings: [] };
  const parsed = JSON.parse(readFileSync(report, 'utf8'));
  const findings = [];
  for (const [group, bucket] of [
    ['vulnerabilities', parsed.vulnerabilities],
    ['anomalies', parsed.anomalies],
    ['additionals', parsed.additionals],
  ]) {
    for (const [category, items] of Object.entries(bucket ?? {})) {
      for (const item of items) {
        findings.push({
          group,
          category,
          level: item.level,
          severity: SEVERITY[item.level] ?? item.level,
          method: item.method,
          path: item.path,
          parameter: item.parameter,
          info: item.info,
        });
      }
    }
  }
  return { role, exitCode: code, findings };
}

/** A handful of parameterised routes for sqlmap; `*` marks a path segment to inject. */
function sqlmapTargets(ids) {
  return [
    {
      role: 'professional',
      url: '/api/opportunity/search/opp?keywords=java&location=Lisboa&radius=50&page=1',
    },
    {
      role: 'recruiter',
      url: '/api/opportunity/search/oppRh?keywords=java&client=Cascade&career=dev&motive=x&page=1',
    },
    { role: 'recruiter', url: '/api/opportunity/search/byNameOrID?value=java' },
    { role: 'recruiter', url: '/api/users/find/java*/12/1?typeFilter=all' },
    {
      role: 'recruiter',
      url: `/api/users/get-talents/10/1?responsable=-1&group=all&sort=0&keywords=java&dateStart=${from}&dateEnd=${to}`,
    },
    { role: 'recruiter', url: `/api/reports/opportunitiesReport/${from}/${to}/${ids.recruiterId}*` },
    {
      role: 'recruiter',
      url: `/api/reports/export/evaluations?flavour=data&dateStart=${from}&dateEnd=${to}&responsible=${ids.recruiterId}`,
    },
    // A real cursor: an unknown one answers 400 before any query, and sqlmap needs a working request to start from.
    {
      role: 'recruiter',
      url: `/api/feed/${ids.professionalId}?limit=20${ids.eventId ? `&before=${ids.eventId}` : ''}`,
    },
    { role: 'professional', url: '/api/places/autocomplete?q=Lisboa' },
    {
      role: 'recruiter',
      url: `/api/opportunity/${ids.opportunityId}/10/1/find-by-keyword`,
      data: JSON.stringify({ keywords: ['java'], level: 0 }),
    },
  ];
}

async function sqlmap(base, tokens, targets) {
  const results = [];
  for (const [index, target] of targets.entries()) {
    const dir = path.join(outDir, 'sqlmap', String(index + 1));
    mkdirSync(dir, { recursive: true });
    const commandArgs = [
      '-u',
      `${base}${target.url}`,
      ...(target.data ? ['--data', target.data, '-H', 'Content-Type: application/json'] : []),
      '-H',
      `Authorization: Bearer ${tokens[target.role]}`,
      '--batch',
      '--level',
      '2',
      '--risk',
      '1',
      '--dbms',
      'PostgreSQL',
      '--time-sec',
      '3',
      '--output-dir',
      dir,
      '--disable-coloring',
      ...(quick ? ['--technique', 'BE'] : []),
    ];
    log(
      `sqlmap ${index + 1}/${targets.length} as ${target.role}: ${target.data ? 'POST ' : ''}${target.url}`,
    );
    const logName = `sqlmap-${index + 1}.log`;
    const exitCode = await run('sqlmap', commandArgs, logName);
    // sqlmap writes terminal control sequences even with --disable-coloring; they can split its sentences.
    const output = stripVTControlCharacters(readFileSync(path.join(outDir, logName), 'utf8'));
    const injectable = /sqlmap identified the following injection point|is vulnerable/i.test(output);
    const notInjectable = output.match(/all tested parameters do not appear to be injectable/i) !== null;
    results.push({
      ...target,
      exitCode,
      injectable,
      verdict: injectable ? 'INJECTABLE' : notInjectable ? 'not injectable' : 'see log',
    });
  }
  return results;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const given = option('--url');
  const instance = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startInstance();
  try {
    const recruiter = await signIn(instance.base, RECRUITER);
    const professional = await signIn(instance.base, PROFESSIONAL);
    const tokens = { recruiter, professional };
    log('signed in as the demo recruiter (password + TOTP) and the demo professional');
    const ids = await demoIds(instance.base, recruiter, professional);
    log(`demo ids: ${JSON.stringify(ids)}`);
    const summary = { date: new Date().toISOString(), base: instance.base, quick, wapiti: [], sqlmap: [] };
    if (only !== 'sqlmap') {
      summary.wapiti.push(await wapiti(instance.base, 'recruiter', recruiter, recruiterUrls(ids)));
      summary.wapiti.push(await wapiti(instance.base, 'professional', professional, professionalUrls(ids)));
    }
    if (only !== 'wapiti') summary.sqlmap = await sqlmap(instance.base, tokens, sqlmapTargets(ids));
    // The scan must have kept its sessions: a scanner that signed itself out scanned only the public surface.
    for (const [role, token] of Object.entries(tokens)) {
      const still = await fetch(`${instance.base}/api/users/sessions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      summary[`${role}SessionAtEnd`] = still.status;
      log(
        `${role} session at the end of the scan: ${still.status === 200 ? 'still signed in' : `answered ${still.status}`}`,
      );
    }
    writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    for (const run of summary.wapiti) {
      log(`wapiti ${run.role}: ${run.findings.length} findings (exit ${run.exitCode})`);
      for (const finding of run.findings) {
        log(
          `  [${finding.severity} ${finding.group}] ${finding.category}: ${finding.method} ${finding.path} ${finding.parameter ?? ''} — ${finding.info}`,
        );
      }
    }
    for (const result of summary.sqlmap) log(`sqlmap ${result.role} ${result.url}: ${result.verdict}`);
    const injectable = summary.sqlmap.some((result) => result.injectable);
    // Issue 26: every high and medium finding is fixed or explained; the exit code says whether any is left.
    const serious = summary.wapiti.flatMap((run) =>
      run.findings.filter((finding) => Number(finding.level) >= 2),
    );
    log(
      `reports in ${outDir}; ${serious.length} wapiti findings of medium or higher, sqlmap ${injectable ? 'found an injection' : 'found no injection'}`,
    );
    process.exitCode = injectable || serious.length > 0 ? 1 : 0;
  } finally {
    await instance.stop();
  }
}

main().catch((error) => {
  console.error(`[security-scan] ${error.message}`);
  process.exit(2);
});
