import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '../i18n';
import { ApiContractError, ApiError, apiGet, apiSend, apiUpload, prefetchGet } from './api-client';
import { getToken, setToken } from './auth-token';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api with JSON, the bearer token and the current language', async () => {
    setToken('tok');
    await i18n.changeLanguage('pt-PT');
    const fetchMock = mockFetch(200, { message: 'ok' });
    const answer = await apiSend('POST', '/contactus', { a: 1 }, z.object({ message: z.string() }));
    expect(answer).toEqual({ message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contactus');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('pt-PT');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('adds query parameters and omits the token when signed out', async () => {
    const fetchMock = mockFetch(200, { predictions: [] });
    await apiGet('/places/autocomplete', z.object({ predictions: z.array(z.unknown()) }), {
      query: { q: 'São' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/places/autocomplete?q=S%C3%A3o');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws ApiError with the server body', async () => {
    mockFetch(409, { statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED', message: 'E-mail já cadastrado' });
    const error = await apiGet('/x', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'E-mail já cadastrado',
    });
  });

  it('signs out on a 401 to a call made with a token', async () => {
    setToken('tok');
    mockFetch(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no' });
    await expect(apiGet('/x', z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
  });

  it('rejects answers that break the contract', async () => {
    mockFetch(200, { unexpected: true });
    await expect(apiGet('/x', z.object({ message: z.string() }))).rejects.toBeInstanceOf(ApiContractError);
  });

  describe('apiUpload', () => {
    const uploaded = z.object({ fileName: z.string(), url: z.string() });

    it('posts multipart with the fields before the file, the token and the language, and no Content-Type', async () => {
      setToken('tok');
      await i18n.changeLanguage('pt-BR');
      const fetchMock = mockFetch(200, { fileName: 'cv.pdf', url: '/api/documents/file/abc' });
      const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
      const answer = await apiUpload('/documents/file', file, { kind: 'cv' }, uploaded, {
        query: { lang: 'x' },
      });
      expect(answer).toEqual({ fileName: 'cv.pdf', url: '/api/documents/file/abc' });
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/documents/file?lang=x');
      expect(init?.method).toBe('POST');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer tok');
      expect(headers['Accept-Language']).toBe('pt-BR');
      // The browser writes the multipart Content-Type with its boundary; setting one would break the body.
      expect(headers['Content-Type']).toBeUndefined();
      const body = init?.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect([...body.keys()]).toEqual(['kind', 'file']);
      expect(body.get('kind')).toBe('cv');
      expect((body.get('file') as File).name).toBe('cv.pdf');
    });

    it('sends no token when signed out', async () => {
      const fetchMock = mockFetch(200, { fileName: 'cv.pdf', url: '/api/documents/file/abc' });
      await apiUpload('/documents/file', new File(['x'], 'cv.pdf'), undefined, uploaded);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/documents/file');
      expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
      expect([...((init?.body as FormData | undefined) ?? new FormData()).keys()]).toEqual(['file']);
    });

    it('throws the server error as ApiError and signs out on a 401', async () => {
      mockFetch(415, { statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: 'Tipo não permitido' });
      await expect(
        apiUpload('/documents/file', new File(['x'], 'cv.pdf'), undefined, uploaded),
      ).rejects.toMatchObject({
        statusCode: 415,
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Tipo não permitido',
      });
      setToken('tok');
      mockFetch(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no' });
      await expect(
        apiUpload('/documents/file', new File(['x'], 'cv.pdf'), undefined, uploaded),
      ).rejects.toBeInstanceOf(ApiError);
      expect(getToken()).toBeNull();
    });

    it('rejects an answer that breaks the contract', async () => {
      mockFetch(200, { unexpected: true });
      await expect(
        apiUpload('/documents/file', new File(['x'], 'cv.pdf'), undefined, uploaded),
      ).rejects.toBeInstanceOf(ApiContractError);
    });
  });
  it('hands a prefetched answer to the first GET of the same URL, once', async () => {
    setToken('tok');
    await i18n.changeLanguage('en-US');
    const fetchMock = mockFetch(200, { n: 1 });
    prefetchGet('/opportunity/o1/all-candidates');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const schema = z.object({ n: z.number() });
    expect(await apiGet('/opportunity/o1/all-candidates', schema)).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read asks the server again.
    await apiGet('/opportunity/o1/all-candidates', schema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands a prefetched answer across a write, a language change or without a token', async () => {
    setToken('tok');
    await i18n.changeLanguage('en-US');
    const fetchMock = mockFetch(200, { message: 'ok' });
    const schema = z.object({ message: z.string() });
    prefetchGet('/a');
    await apiSend('POST', '/b', {}, schema);
    await apiGet('/a', schema);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    prefetchGet('/a');
    await i18n.changeLanguage('pt-BR');
    await apiGet('/a', schema);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await i18n.changeLanguage('en-US');
    localStorage.clear();
    prefetchGet('/a');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
