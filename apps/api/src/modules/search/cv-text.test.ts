import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProfessionalSearchResponse } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertCvText, insertUser, people } from '../../../test/search-fixtures';
import { waitUntil } from '../../../test/wait-until';
import { files } from '../../db/schema';
import {
  cleanCvText,
  cvTermsFor,
  cvTextOf,
  extractCvText,
  MAX_CV_TEXT_LENGTH,
  requestCvTextExtraction,
  runCvTextExtraction,
} from './cv-text.service';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const PDF_MIME = 'application/pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('CV text extraction', () => {
  it('reads real PDF and DOCX files with their accents', async () => {
    for (const [name, mime] of [
      ['cv-search.pdf', PDF_MIME],
      ['cv-search.docx', DOCX_MIME],
      ['cv.pdf', PDF_MIME],
      ['cv.docx', DOCX_MIME],
    ] as const) {
      const text = await extractCvText(fixture(name), mime);
      expect(text, name).not.toBeNull();
      if (name.startsWith('cv-search')) {
        expect(text).toContain('Mariana Gonçalves');
        expect(text).toContain('orquestração de contêineres');
        expect(text).toContain('Certificações');
      } else {
        expect(text).toContain('Desenvolvedora Java sênior');
      }
    }
  });

  it('gives null for unreadable bytes and other types', async () => {
    expect(await extractCvText(new TextEncoder().encode('not a pdf'), PDF_MIME)).toBeNull();
    expect(await extractCvText(new TextEncoder().encode('not a docx'), DOCX_MIME)).toBeNull();
    expect(await extractCvText(fixture('photo.png'), 'image/png')).toBeNull();
  });

  it('composes accents, drops NUL bytes, collapses spaces and caps the length', () => {
    expect(cleanCvText('Jose\u0301  \u0000Conceic\u0327a\u0303o \n\n  Lisboa ')).toBe(
      'José Conceição\nLisboa',
    );
    expect(cleanCvText('   \n ')).toBeNull();
    expect(cleanCvText('a'.repeat(MAX_CV_TEXT_LENGTH + 10))).toHaveLength(MAX_CV_TEXT_LENGTH);
  });
});

describe('CV text job and search', () => {
  let t: TestApp;
  let asRecruiter: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter } = await people(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  async function storeCv(ownerId: string, name: string, mime: string): Promise<string> {
    const storageKey = `cv/test-${name}-${ownerId}`;
    await t.app.ctx.storage.put(storageKey, fixture(name), mime);
    const [row] = await t.app.ctx.database.db
      .insert(files)
      .values({
        ownerId,
        kind: 'cv',
        storageKey,
        fileName: name,
        mimeType: mime,
        size: 1,
        attachedAt: new Date(),
      })
      .returning({ id: files.id });
    if (!row) throw new Error('no file');
    return row.id;
  }

  async function textOf(fileId: string): Promise<string | null> {
    const [row] = await t.app.ctx.database.db
      .select({ text: files.textContent })
      .from(files)
      .where(eq(files.id, fileId));
    return row?.text ?? null;
  }

  it('extracts in the background through the queue, and the professional is then found by the CV text', async () => {
    const owner = await insertUser(t.app, { firstName: 'Mariana', lastName: 'Fila' });
    const fileId = await storeCv(owner.id, 'cv-search.docx', DOCX_MIME);
    await requestCvTextExtraction(t.app.ctx, fileId);
    await waitUntil(async () => (await textOf(fileId)) !== null, { what: 'the cv-text job' });
    expect(await textOf(fileId)).toContain('observabilidade');

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/find/${encodeURIComponent('certificacao|orquestracao conteineres')}/12/1`,
      headers: asRecruiter,
    });
    const result = response.json() as ProfessionalSearchResponse;
    expect(result.usersList.map((user) => user.id)).toEqual([owner.id]);
    expect(result.usersList[0]?.matchedIn).toEqual(['cv']);
  });

  it('is idempotent and skips files that are gone or are not CVs', async () => {
    const owner = await insertUser(t.app, { firstName: 'Nuno', lastName: 'Repetido' });
    const fileId = await storeCv(owner.id, 'cv-search.pdf', PDF_MIME);
    await runCvTextExtraction(t.app.ctx, fileId);
    const first = await textOf(fileId);
    await runCvTextExtraction(t.app.ctx, fileId);
    expect(await textOf(fileId)).toBe(first);
    expect(first).toContain('Kubernetes');
    await expect(runCvTextExtraction(t.app.ctx, 'no-such-file')).resolves.toBeNull();
  });

  it('tells the engine which criterion terms a CV mentions, accent-insensitively and stemmed', async () => {
    const owner = await insertUser(t.app, { firstName: 'Olga', lastName: 'Termos' });
    await insertCvText(t.app, owner.id, 'Atuei com Orquestração de Contêineres e Spring Boot em bancos.');
    await insertCvText(t.app, owner.id, 'Projeto antigo em Delphi', false);
    const terms = [
      'orquestracao de conteiner',
      'Spring Boot',
      'Boot Spring',
      'React',
      'banco',
      'Delphi',
      ' ',
    ];
    expect(await cvTermsFor(t.app.ctx, owner.id, terms)).toEqual([
      'orquestracao de conteiner',
      'Spring Boot',
      'banco',
    ]);
    expect(await cvTermsFor(t.app.ctx, owner.id, [])).toEqual([]);
    expect(await cvTextOf(t.app.ctx.database.db, owner.id)).toContain('Spring Boot');
    const nobody = await insertUser(t.app, { firstName: 'Paula', lastName: 'SemCv' });
    expect(await cvTextOf(t.app.ctx.database.db, nobody.id)).toBeNull();
  });
});
