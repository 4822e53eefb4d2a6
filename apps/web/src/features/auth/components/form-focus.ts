/**
 * Moves focus to the first field (in the given order) that has an error, so keyboard and screen-reader users land
 * on what needs fixing after a submit attempt. Runs after the error texts render.
 */
export function focusFirstError(fields: ReadonlyArray<{ id: string; hasError: boolean }>): void {
  const first = fields.find((field) => field.hasError);
  if (!first) return;
  window.setTimeout(() => {
    document.getElementById(first.id)?.focus();
  }, 0);
}
