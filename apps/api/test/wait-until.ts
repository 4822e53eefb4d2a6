/**
 * Polls `check` until it returns a value other than undefined/false, as a client polling a status would. Fails
 * after `timeoutMs`; the limit only bounds a broken run, it is not a timing assertion.
 */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
