import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileUrlOf, HR_ATTACHMENT_MARKER, MAX_CV_BYTES } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mintSessionToken, type TestApp } from '../../../test/helpers';
import { multipart } from '../../../test/multipart';
import { waitUntil } from '../../../test/wait-until';
import { files, users } from '../../db/schema';
import { ANONYMOUS_UPLOAD_LIMIT } from './files.routes';
import { bindSignupUploads, purgeUnboundUploads } from './files.service';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const PDF = fixture('cv.pdf');
const DOCX = fixture('cv.docx');
const ZIP = fixture('archive.zip');
const PNG = fixture('photo.png');
const JPG = fixture('photo.jpg');

interface Person {
  id: string;
  token: string;
}

describe('files', () => {
  let t: TestApp;
  let ana: Person;
  let bruno: Person;
  let recruiter: Person;
  let counter = 0;

  async function createPerson(roles: string[]): Promise<Person> {
    counter += 1;
    const email = `person${counter}@mosaico.test`;
    const [row] = await t.app.ctx.database.db
      .insert(users)
      .values({
        email,
        firstName: 'Test',
        lastName: `Person${counter}`,
        displayName: `Test ${counter}`,
        roles,
      })
      .returning();
    if (!row) throw new Error('no user');
    const token = await mintSessionToken(t.app, {
      id: row.id,
      email,
      displayName: row.displayName,
      roles,
      preferredLanguage: 'en-US',
      tokenVersion: 0,
    });
    return { id: row.id, token };
  }

  const auth = (person?: Person) => (person ? { authorization: `Bearer ${person.token}` } : {});

  async function upload(
    person: Person | undefined,
    fileName: string,
    bytes: Buffer,
    options: { kind?: string; fields?: Record<string, string>; contentType?: string } = {},
  ) {
    const body = multipart(fileName, bytes, options.fields, options.contentType);
    return t.app.inject({
      method: 'POST',
      url: `/api/documents/file${options.kind ? `?kind=${options.kind}` : ''}`,
      headers: { ...body.headers, ...auth(person) },
      payload: body.payload,
    });
  }

  async function uploadAndAttach(uploader: Person, owner: Person, fileName = 'cv.pdf', bytes = PDF) {
    const uploaded = await upload(uploader, fileName, bytes);
    expect(uploaded.statusCode).toBe(200);
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/documents/file/uploadCv',
      headers: auth(uploader),
      payload: { _id: owner.id, file: uploaded.json(), comment: 'English CV', policyAndSignature: 'ignored' },
    });
    expect(attached.statusCode).toBe(200);
    const list = attached.json() as Array<{ _id: string; url: string; comment: string | null }>;
    const added = list.find((item) => item.url === uploaded.json().url);
    if (!added) throw new Error('attachment missing');
    return added;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    ana = await createPerson(['user']);
    bruno = await createPerson(['user']);
    recruiter = await createPerson(['rh']);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('upload', () => {
    it('accepts a real PDF and a real DOCX CV and answers {fileName, url}', async () => {
      for (const [name, bytes] of [
        ['Currículo Ana.pdf', PDF],
        ['cv.docx', DOCX],
      ] as const) {
        const response = await upload(ana, name, bytes);
        expect(response.statusCode).toBe(200);
        const body = response.json() as { fileName: string; url: string };
        expect(body.fileName).toBe(name);
        expect(body.url).toMatch(/^\/api\/documents\/file\/[0-9a-f-]{36}$/);
        const id = body.url.split('/').pop() ?? '';
        const [row] = await t.app.ctx.database.db.select().from(files).where(eq(files.id, id));
        expect(row).toMatchObject({ ownerId: ana.id, kind: 'cv', size: bytes.length });
        // Its text is extracted in the background for professional search, accents intact.
        const text = async () =>
          (await t.app.ctx.database.db.select().from(files).where(eq(files.id, id)))[0]?.textContent ?? null;
        await waitUntil(async () => (await text()) !== null, { what: 'the cv-text job' });
        expect(await text()).toContain('Desenvolvedora Java sênior');
      }
    });

    it('judges the bytes, not the name: a PNG named .pdf, a text file named cv.pdf, a zip named .docx, an exe', async () => {
      const cases: Array<[string, Buffer]> = [
        ['cv.pdf', PNG],
        ['cv.pdf', Buffer.from('I am plain text pretending to be a PDF.\n'.repeat(20))],
        ['cv.docx', ZIP],
        ['cv.pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0)])],
      ];
      for (const [name, bytes] of cases) {
        const response = await upload(ana, name, bytes, { contentType: 'application/pdf' });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
        expect(response.json().message).toContain('PDF, DOCX');
      }
    });

    it('refuses a CV over 5 MB with 413 FILE_TOO_LARGE, translated', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(MAX_CV_BYTES + 1 - PDF.length, 0x20)]);
      const response = await upload(ana, 'big.pdf', big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
      const body = multipart('big.pdf', big);
      const portuguese = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { ...body.headers, ...auth(ana), 'accept-language': 'pt-BR' },
        payload: body.payload,
      });
      expect(portuguese.statusCode).toBe(413);
      expect(portuguese.json().message).toBe('O arquivo é grande demais.');
    });

    it('accepts a CV of exactly 5 MB', async () => {
      const exact = Buffer.concat([PDF, Buffer.alloc(MAX_CV_BYTES - PDF.length, 0x20)]);
      const response = await upload(ana, 'exact.pdf', exact);
      expect(response.statusCode).toBe(200);
    });

    it('takes photos as JPEG or PNG (kind from the query or a field) and refuses a PDF as a photo', async () => {
      expect((await upload(ana, 'me.png', PNG, { kind: 'photo' })).statusCode).toBe(200);
      expect((await upload(ana, 'me.jpg', JPG, { fields: { kind: 'photo' } })).statusCode).toBe(200);
      const pdfAsPhoto = await upload(ana, 'me.png', PDF, { kind: 'photo' });
      expect(pdfAsPhoto.statusCode).toBe(415);
      expect(pdfAsPhoto.json().message).toContain('JPEG, PNG');
      // And a photo is not a CV.
      expect((await upload(ana, 'cv.pdf', JPG)).statusCode).toBe(415);
    });

    it('answers 400, not 500, to a malformed multipart body', async () => {
      const body = multipart('cv.pdf', PDF);
      const truncated = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { ...body.headers, ...auth(ana) },
        payload: body.payload.subarray(0, 300),
      });
      expect(truncated.statusCode).toBe(400);
    });

    it('refuses an unknown kind and a request without a file', async () => {
      expect((await upload(ana, 'cv.pdf', PDF, { kind: 'video' })).statusCode).toBe(400);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...auth(ana) },
        payload: '--x--\r\n',
      });
      expect(empty.statusCode).toBe(400);
    });

    it('lets anonymous visitors upload only sign-up CVs, stored without owner and readable by nobody', async () => {
      const photo = await upload(undefined, 'me.png', PNG, { kind: 'photo' });
      expect(photo.statusCode).toBe(401);
      const cv = await upload(undefined, 'cv.pdf', PDF);
      expect(cv.statusCode).toBe(200);
      const id = (cv.json().url as string).split('/').pop() ?? '';
      const [row] = await t.app.ctx.database.db.select().from(files).where(eq(files.id, id));
      expect(row?.ownerId).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: cv.json().url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: cv.json().url, headers: auth(recruiter) })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: cv.json().url, headers: auth(ana) })).statusCode).toBe(
        403,
      );
    });

    it('binds anonymous sign-up CVs to the new user, who can then read them as attachments', async () => {
      const cv = await upload(undefined, 'signup.pdf', PDF);
      const newcomer = await createPerson(['user']);
      const bound = await bindSignupUploads(t.app.ctx, newcomer.id, [
        cv.json().url,
        '/api/documents/file/not-ours',
      ]);
      expect(bound).toHaveLength(1);
      expect(bound[0]).toMatchObject({ fileName: 'signup.pdf', url: cv.json().url, comment: null });
      const read = await t.app.inject({ method: 'GET', url: cv.json().url, headers: auth(newcomer) });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PDF)).toBe(true);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/users/${newcomer.id}/attachments`,
        headers: auth(newcomer),
      });
      expect(list.json()).toEqual([expect.objectContaining({ url: cv.json().url, fileName: 'signup.pdf' })]);
      // A bound file cannot be taken again by another sign-up.
      const thief = await createPerson(['user']);
      expect(await bindSignupUploads(t.app.ctx, thief.id, [cv.json().url])).toEqual([]);
    });

    it('purges unbound anonymous and unused signed-in uploads older than 24 h, rows and bytes, and keeps the rest', async () => {
      const old = await upload(undefined, 'old.pdf', PDF);
      const fresh = await upload(undefined, 'fresh.pdf', PDF);
      const owned = await upload(ana, 'owned.pdf', PDF);
      const attached = await uploadAndAttach(ana, ana, 'attached.pdf');
      const idOf = (response: { json: () => { url: string } }) => response.json().url.split('/').pop() ?? '';
      const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
      await t.app.ctx.database.db
        .update(files)
        .set({ uploadedAt: dayAndAMinuteAgo })
        .where(eq(files.id, idOf(old)));
      await t.app.ctx.database.db
        .update(files)
        .set({ uploadedAt: dayAndAMinuteAgo })
        .where(eq(files.id, idOf(owned)));
      await t.app.ctx.database.db
        .update(files)
        .set({ uploadedAt: dayAndAMinuteAgo })
        .where(eq(files.id, attached._id));
      const [oldRow] = await t.app.ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, idOf(old)));
      expect(await t.app.ctx.storage.get(oldRow?.storageKey ?? '')).not.toBeNull();

      const purged = await purgeUnboundUploads(t.app.ctx);
      expect(purged).toBeGreaterThanOrEqual(1);
      const remaining = await t.app.ctx.database.db.select({ id: files.id }).from(files);
      const ids = remaining.map((row) => row.id);
      expect(ids).not.toContain(idOf(old));
      expect(ids).toContain(idOf(fresh));
      // Uploaded while signed in but never attached nor used as a photo: gone too; the attached CV stays.
      expect(ids).not.toContain(idOf(owned));
      expect(ids).toContain(attached._id);
      expect(await t.app.ctx.storage.get(oldRow?.storageKey ?? '')).toBeNull();
    });
  });

  describe('download', () => {
    it('serves the owner and recruiters, refuses other professionals (403) and anonymous callers (401)', async () => {
      const uploaded = await upload(ana, 'cv.docx', DOCX);
      const url = uploaded.json().url as string;
      const owner = await t.app.inject({ method: 'GET', url, headers: auth(ana) });
      expect(owner.statusCode).toBe(200);
      expect(owner.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(owner.headers['x-content-type-options']).toBe('nosniff');
      expect(owner.rawPayload.equals(DOCX)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url, headers: auth(recruiter) })).statusCode).toBe(200);
      const other = await t.app.inject({ method: 'GET', url, headers: auth(bruno) });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const missing = await t.app.inject({
        method: 'GET',
        url: fileUrlOf('00000000-0000-4000-8000-000000000000'),
        headers: auth(ana),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('sends the type detected from the bytes, whatever the client claimed', async () => {
      const uploaded = await upload(ana, 'cv.pdf', PDF, { contentType: 'text/html' });
      const read = await t.app.inject({ method: 'GET', url: uploaded.json().url, headers: auth(ana) });
      expect(read.headers['content-type']).toBe('application/pdf');
    });

    it('gives CVs a safe attachment Content-Disposition whatever their name, and photos inline', async () => {
      // Quotes, semicolons, a tab, a right-to-left override and accents (busboy itself drops names with CR/LF).
      const malicious = '..\\..\\evil/Relatório "ação";\tSet-Cookie: x=1;\u202e.pdf';
      const uploaded = await upload(ana, malicious, PDF);
      expect(uploaded.statusCode).toBe(200);
      const name = uploaded.json().fileName as string;
      expect(name).not.toMatch(/[\r\n\\/]/);
      const read = await t.app.inject({ method: 'GET', url: uploaded.json().url, headers: auth(recruiter) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['set-cookie']).toBeUndefined();
      const disposition = String(read.headers['content-disposition']);
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
      );
      expect(disposition).not.toMatch(/[\r\n]/);
      const fallback = disposition.match(/filename="([^"]*)"/)?.[1] ?? '';
      expect(fallback).not.toContain('"');
      expect(fallback.endsWith('.pdf')).toBe(true);
      const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(name);
      expect(name).toBe('Relatório "ação";Set-Cookie: x=1;.pdf');

      const photo = await upload(ana, 'me.png', PNG, { kind: 'photo' });
      const shown = await t.app.inject({ method: 'GET', url: photo.json().url, headers: auth(ana) });
      expect(shown.headers['content-type']).toBe('image/png');
      expect(String(shown.headers['content-disposition'])).toMatch(/^inline; /);
    });

    it('fixes a name whose extension disagrees with the bytes', async () => {
      const uploaded = await upload(ana, 'resume.exe', PDF);
      expect(uploaded.json().fileName).toBe('resume.exe.pdf');
    });
  });

  describe('attachments: uploadCv and deleteCv', () => {
    it('lets the owner attach their upload with a comment and answers the attachments list', async () => {
      const person = await createPerson(['user']);
      const added = await uploadAndAttach(person, person);
      expect(added).toMatchObject({ comment: 'English CV', fileName: 'cv.pdf' });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/users/${person.id}/attachments`,
        headers: auth(person),
      });
      expect(list.statusCode).toBe(200);
      const [item] = list.json() as Array<Record<string, unknown>>;
      expect(Object.keys(item ?? {}).sort()).toEqual(['_id', 'comment', 'fileName', 'uploadDate', 'url']);
      expect(new Date(String(item?.uploadDate)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('marks a CV a recruiter attaches as added by HR and gives it to the professional', async () => {
      const person = await createPerson(['user']);
      const added = await uploadAndAttach(recruiter, person);
      expect(added.comment).toBe(HR_ATTACHMENT_MARKER);
      // Now the professional's file: they read it.
      expect((await t.app.inject({ method: 'GET', url: added.url, headers: auth(person) })).statusCode).toBe(
        200,
      );
    });

    it('refuses attaching to someone else unless recruiter, and attaching a file the caller did not upload', async () => {
      const person = await createPerson(['user']);
      const mine = await upload(bruno, 'cv.pdf', PDF);
      const onOther = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file/uploadCv',
        headers: auth(bruno),
        payload: { _id: person.id, file: mine.json() },
      });
      expect(onOther.statusCode).toBe(403);
      const notMine = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file/uploadCv',
        headers: auth(person),
        payload: { _id: person.id, file: mine.json() },
      });
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file/uploadCv',
        payload: { _id: person.id, file: mine.json() },
      });
      expect(anonymous.statusCode).toBe(401);
      const photo = await upload(person, 'me.png', PNG, { kind: 'photo' });
      const photoAsCv = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file/uploadCv',
        headers: auth(person),
        payload: { _id: person.id, file: photo.json() },
      });
      expect(photoAsCv.statusCode).toBe(415);
    });

    it('keeps the last CV: the owner cannot remove their only one', async () => {
      const person = await createPerson(['user']);
      const only = await uploadAndAttach(person, person);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(person),
        payload: { id: person.id, cvId: only._id, policyAndSignature: 'ignored' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'LAST_CV_CANNOT_BE_REMOVED' });
    });

    it('lets the owner remove any of their CVs while more than one exists, bytes included', async () => {
      const person = await createPerson(['user']);
      const first = await uploadAndAttach(person, person);
      const byHr = await uploadAndAttach(recruiter, person, 'hr.docx', DOCX);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(person),
        payload: { id: person.id, cvId: byHr._id },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual([expect.objectContaining({ _id: first._id })]);
      expect((await t.app.inject({ method: 'GET', url: byHr.url, headers: auth(person) })).statusCode).toBe(
        404,
      );
      const [row] = await t.app.ctx.database.db.select().from(files).where(eq(files.id, byHr._id));
      expect(row).toBeUndefined();
    });

    it("lets a recruiter remove only CVs added by HR, never the professional's own", async () => {
      const person = await createPerson(['user']);
      const own = await uploadAndAttach(person, person);
      const second = await uploadAndAttach(person, person, 'cv2.docx', DOCX);
      const byHr = await uploadAndAttach(recruiter, person);
      const refused = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(recruiter),
        payload: { id: person.id, cvId: own._id },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CV_NOT_ADDED_BY_HR' });
      const allowed = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(recruiter),
        payload: { id: person.id, cvId: byHr._id },
      });
      expect(allowed.statusCode).toBe(200);
      expect((allowed.json() as Array<{ _id: string }>).map((item) => item._id)).toEqual([
        own._id,
        second._id,
      ]);
    });

    it("never lets an owner's typed comment pass for the HR marker (a recruiter could then delete it)", async () => {
      const person = await createPerson(['user']);
      const uploaded = await upload(person, 'cv.pdf', PDF);
      const attached = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file/uploadCv',
        headers: auth(person),
        payload: { _id: person.id, file: uploaded.json(), comment: HR_ATTACHMENT_MARKER },
      });
      const [own] = attached.json() as Array<{ _id: string; comment: string | null }>;
      expect(own?.comment).toBeNull();
      await uploadAndAttach(person, person);
      const refused = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(recruiter),
        payload: { id: person.id, cvId: own?._id },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('refuses a recruiter removing the last CV even when HR added it', async () => {
      const person = await createPerson(['user']);
      const byHr = await uploadAndAttach(recruiter, person);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(recruiter),
        payload: { id: person.id, cvId: byHr._id },
      });
      expect(response.statusCode).toBe(409);
    });

    it('refuses other professionals and unknown CVs', async () => {
      const person = await createPerson(['user']);
      await uploadAndAttach(person, person);
      const second = await uploadAndAttach(person, person);
      const other = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(bruno),
        payload: { id: person.id, cvId: second._id },
      });
      expect(other.statusCode).toBe(403);
      const unknown = await t.app.inject({
        method: 'DELETE',
        url: '/api/documents/file/deleteCv',
        headers: auth(person),
        payload: { id: person.id, cvId: 'nope' },
      });
      expect(unknown.statusCode).toBe(404);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/users/${person.id}/attachments`,
        headers: auth(bruno),
      });
      expect(list.statusCode).toBe(403);
      const listByRecruiter = await t.app.inject({
        method: 'GET',
        url: `/api/users/${person.id}/attachments`,
        headers: auth(recruiter),
      });
      expect(listByRecruiter.json()).toHaveLength(2);
    });
  });

  describe('storage', () => {
    it('refuses keys that would leave the storage directory', async () => {
      await expect(t.app.ctx.storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /unsafe/,
      );
      await expect(t.app.ctx.storage.get('cv/../../etc/passwd')).rejects.toThrow(/unsafe/);
      await expect(t.app.ctx.storage.delete('/etc/passwd')).rejects.toThrow(/unsafe/);
    });
  });
});

describe('anonymous upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers 429 RATE_LIMITED after ${ANONYMOUS_UPLOAD_LIMIT.max} anonymous uploads from one address`, async () => {
    const statuses: number[] = [];
    const max = ANONYMOUS_UPLOAD_LIMIT.max;
    for (let attempt = 0; attempt <= max; attempt++) {
      const body = multipart('cv.pdf', PDF);
      const response = await t.app.inject({ method: 'POST', url: '/api/documents/file', ...body });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
