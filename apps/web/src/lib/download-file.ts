import { API_BASE, apiGetBlob } from './api-client';

// Some browsers read a blob URL after the click handler returns: keep it alive a little, then free the memory.
const REVOKE_AFTER_MS = 10_000;

/**
 * Fetches an API file with the session (GET /api/documents/file/:id needs the bearer token, so a plain link
 * cannot open it) and hands it to the browser as a download named `fileName`, through an object URL that is
 * revoked afterwards. Only same-origin API URLs are accepted, so the token never goes anywhere else.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  if (!url.startsWith(`${API_BASE}/`)) throw new Error(`Not an API file URL: ${url}`);
  const blob = await apiGetBlob(url.slice(API_BASE.length));
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
}
