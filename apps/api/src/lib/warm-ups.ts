/**
 * Work a listening instance starts at once so that the first requests find it done: the search indexes read every
 * row (seconds at a million professionals). Requests arriving earlier wait for the same work, so nothing is wrong
 * meanwhile, only slower; health says whether it is still running (a load balancer or a benchmark may wait for it).
 * Run by server.ts; the apps tests build never run it.
 */
export class WarmUps {
  private readonly tasks: Array<() => Promise<boolean>> = [];
  private running = false;

  /** A task answers false when it could not do its work (the first requests will). */
  add(task: () => Promise<boolean>): void {
    this.tasks.push(task);
  }

  /** Runs every task side by side; answers how long they took and whether all did their work. */
  async run(): Promise<{ ms: number; ok: boolean }> {
    const start = performance.now();
    this.running = true;
    try {
      const outcomes = await Promise.allSettled(this.tasks.map((task) => task()));
      const ok = outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value);
      return { ms: Math.round(performance.now() - start), ok };
    } finally {
      this.running = false;
    }
  }

  get warming(): boolean {
    return this.running;
  }
}
