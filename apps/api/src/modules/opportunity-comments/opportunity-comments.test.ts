import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';

describe('opportunity comments (001 §3 Comment, §6, §7)', () => {
  let t: TestApp;
  let authorToken: string;
  let otherToken: string;
  let proToken: string;
  let authorId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const author = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Henriques' });
    const other = await createUser(t, { roles: ['rh_manager'] });
    const pro = await createUser(t);
    authorId = author.id;
    authorToken = await signIn(t, author.email, author.password);
    otherToken = await signIn(t, other.email, other.password);
    proToken = await signIn(t, pro.email, pro.password);
  }, 120_000);
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': 'pt-BR', ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('posts, lists oldest first with the author, edits and deletes', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Comments' });
    const first = await call('POST', '/opportunity/comment', authorToken, {
      opportunityId: opp.id,
      message: '  Cliente pediu inglês fluente  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Cliente pediu inglês fluente',
      user: { _id: authorId, displayName: 'Rita Henriques', userImageUrl: null },
    });
    await call('POST', '/opportunity/comment', otherToken, {
      opportunityId: opp.id,
      message: 'Entrevista na 5ª',
    });

    const listed = await call('GET', `/opportunity/${opp.id}/comments`, otherToken);
    expect(listed.json().map((c: { message: string }) => c.message)).toEqual([
      'Cliente pediu inglês fluente',
      'Entrevista na 5ª',
    ]);

    const commentId = first.json()._id as string;
    const edited = await call('PUT', '/opportunity/comment', authorToken, {
      opportunityId: opp.id,
      commentId,
      message: 'Cliente pediu inglês avançado',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Cliente pediu inglês avançado');
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(edited.json().createdAt));

    const deleted = await call('DELETE', '/opportunity/comment', authorToken, {
      opportunityId: opp.id,
      commentId,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await call('GET', `/opportunity/${opp.id}/comments`, authorToken);
    expect(after.json()).toHaveLength(1);
  });

  it('lets only the author edit or delete', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Author only' });
    const posted = await call('POST', '/opportunity/comment', authorToken, {
      opportunityId: opp.id,
      message: 'Meu',
    });
    const commentId = posted.json()._id as string;
    const edit = await call('PUT', '/opportunity/comment', otherToken, {
      opportunityId: opp.id,
      commentId,
      message: 'Teu',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      code: 'COMMENT_NOT_AUTHOR',
      message: 'Apenas o autor pode alterar ou excluir este comentário.',
    });
    expect(
      (await call('DELETE', '/opportunity/comment', otherToken, { opportunityId: opp.id, commentId }))
        .statusCode,
    ).toBe(403);
    const unknown = await call('DELETE', '/opportunity/comment', authorToken, {
      opportunityId: opp.id,
      commentId: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an empty or over-long message, professionals and visitors, and unknown opportunities', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Rules' });
    expect(
      (await call('POST', '/opportunity/comment', authorToken, { opportunityId: opp.id, message: '   ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/opportunity/comment', authorToken, {
          opportunityId: opp.id,
          message: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/opportunity/comment', proToken, { opportunityId: opp.id, message: 'Oi' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/opportunity/${opp.id}/comments`, null)).statusCode).toBe(401);
    expect((await call('GET', '/opportunity/nope/comments', authorToken)).statusCode).toBe(404);
    expect(
      (await call('POST', '/opportunity/comment', authorToken, { opportunityId: 'nope', message: 'Oi' }))
        .statusCode,
    ).toBe(404);
  });
});
