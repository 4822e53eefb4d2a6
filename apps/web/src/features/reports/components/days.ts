/** Days with up to two decimals in the reader's language (4.75 / 4,75). */
export function formatDays(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
