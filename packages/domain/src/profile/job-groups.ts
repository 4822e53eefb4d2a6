// 000 §1 / 002 §1: job groups (talent categories). Stable keys; the web app translates. A module without zod: the
// talent board's address reads it in the shell (apps/web features/talent-board/prefetch.ts).
export const JOB_GROUPS = ['H1', 'H2', 'H3'] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];
