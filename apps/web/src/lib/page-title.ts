import { useDocumentTitle } from '@mantine/hooks';

export const APP_NAME = 'Mosaico';

/** "<screen title> · Mosaico", or the product name alone while a screen has no title yet. */
export function pageTitle(title: string | null | undefined): string {
  const clean = title?.trim();
  return clean ? `${clean} · ${APP_NAME}` : APP_NAME;
}

/**
 * Sets the browser tab title of a screen. Callers pass already-translated text, so the title follows a language
 * change; a screen that has no title yet (data loading) shows the product name rather than the previous screen's.
 */
export function usePageTitle(title: string | null | undefined): void {
  useDocumentTitle(pageTitle(title));
}
