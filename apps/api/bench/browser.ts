import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { signInWithSecondFactor } from './sign-in';

/** Debian's Chromium, as the journeys use it (never a downloaded browser). */
const CHROMIUM = '/usr/bin/chromium';

/**
 * For cases measured in the browser: the built web app and the browser must be there. `what` names the case in
 * the error.
 */
export function requireBrowserSetup(what: string): void {
  const webDist = path.resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!existsSync(webDist)) throw new Error(`${what}: build the web app first (npm run build)`);
  if (!existsSync(CHROMIUM)) throw new Error(`${what}: no browser at ${CHROMIUM}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Signs in through the API and answers the token. */
export async function signInToken(base: string, email: string, password: string): Promise<string> {
  return signInWithSecondFactor(base, email, password);
}

/** A desktop-sized context in en-US with the cookie banner accepted and the session's token in place. */
export async function signedInContext(
  browser: Browser,
  base: string,
  token: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  await context.addCookies([{ name: 'mosaico_cookie_consent', value: 'accepted', url: base }]);
  // Scripts that run in the page are strings: this package is compiled without the DOM's types.
  await context.addInitScript({
    content: `localStorage.setItem('mosaico.token', ${JSON.stringify(token)}); localStorage.setItem('mosaico.language', 'en-US');`,
  });
  return context;
}

/**
 * Main-thread task time of a page so far (Chrome's `TaskDuration`, in ms): what the page's scripts, style and
 * layout cost, less sensitive than the wall clock to other work on the machine. Needs `Performance.enable` on the
 * page's DevTools session before the navigation.
 */
export async function mainThreadTaskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/**
 * With `BENCH_TRACE=<folder>`, a case records a Chromium performance trace of one more visit there
 * (`<name>.trace.json`, opened by Chrome DevTools' Performance panel): scripts with their samples, style, layout,
 * paint and network on the page's main thread.
 */
export async function writeTrace(
  name: string,
  browser: Browser,
  page: Page,
  visit: () => Promise<void>,
): Promise<void> {
  const folder = process.env.BENCH_TRACE;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await browser.startTracing(page, {
    path: path.join(folder, `${name}.trace.json`),
    screenshots: false,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await visit();
  await browser.stopTracing();
}

/**
 * One visit to `url` in a new page of `context`, timed on the page's own clock from its navigation start
 * (`performance.timeOrigin`) to the first animation frame at which `readyAt` answers a time (its own
 * `performance.now()`, false until the screen is ready): what a person navigating there
 * waits for. The page, its DevTools session and the CPU throttling are set up before and closed after the visit,
 * outside the time (a new page of new-headless Chromium is a window of its own, whose making and closing cost
 * hundreds of milliseconds on this machine and are no part of the product). Also answers the visit's main-thread
 * task time.
 */
export async function timeVisit<Arg>(
  context: BrowserContext,
  url: string,
  readyAt: (arg: Arg) => number | false,
  arg: Arg,
  options: { cpuThrottlingRate?: number; timeoutMs?: number } = {},
): Promise<{ ms: number; taskMs: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (options.cpuThrottlingRate) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate });
    }
    await cdp.send('Performance.enable');
    // A new page of new-headless Chromium loads the browser's own WebUI (the omnibox popup's scripts) for about a
    // second after it opens; a visit started at once shares the two cores with it. A person's browser has done that
    // long before they open Mosaico, so visits start after it (BENCH_SETTLE_MS, 0 to start at once).
    const settle = Number(process.env.BENCH_SETTLE_MS ?? 1_000);
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    await page.goto(url, { waitUntil: 'commit' });
    // Runs in the page once per frame, so the time it answers is that frame's.
    // (Playwright types the page's argument by its own unboxing, which a generic Arg cannot name.)
    const answer = await page.waitForFunction(readyAt as (value: unknown) => number | false, arg as unknown, {
      timeout: options.timeoutMs ?? 60_000,
      polling: 'raf',
    });
    const ms = (await answer.jsonValue()) as number;
    return { ms, taskMs: await mainThreadTaskMs(cdp) };
  } finally {
    await page.close();
  }
}
