/** Adds `?opportunityId=` when a visitor came from an opportunity (000 §4: the id travels through sign-in and sign-up). */
export function withOpportunity(path: string, opportunityId: string | null | undefined): string {
  if (!opportunityId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}opportunityId=${encodeURIComponent(opportunityId)}`;
}
