import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { getToken, setToken } from './auth-token';
import { downloadFile } from './download-file';

describe('downloadFile', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:mosaico/1');
  const revokeObjectURL = vi.fn((_url: string) => {});
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    clicked = [];
    // jsdom has no object URLs and no navigation: record what would happen instead.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('fetches the file with the token and saves it under its name, then revokes the object URL', async () => {
    setToken('tok');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await downloadFile('/api/documents/file/abc', 'Meu CV.pdf');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/documents/file/abc');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer tok');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    expect(await blob?.text()).toBe('%PDF-1.4');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Meu CV.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:mosaico/1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:mosaico/1');
  });

  it('throws the server error and signs out on a 401, saving nothing', async () => {
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'no' }, { status: 401 }),
      ),
    );
    await expect(downloadFile('/api/documents/file/abc', 'cv.pdf')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(clicked).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('never sends the token outside the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadFile('https://example.com/cv.pdf', 'cv.pdf')).rejects.toThrow(/Not an API file URL/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
