import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/render';
import { isRecruiterUser, userFromToken } from './session';

describe('userFromToken', () => {
  const now = Date.UTC(2025, 0, 1);
  const exp = now / 1000 + 60;

  it('reads the claims', () => {
    const user = userFromToken(
      makeToken({
        sub: 'u1',
        displayName: 'Ana',
        email: 'a@x.io',
        roles: ['rh'],
        preferredLanguage: 'pt-BR',
        exp,
      }),
      now,
    );
    expect(user).toEqual({
      id: 'u1',
      displayName: 'Ana',
      email: 'a@x.io',
      roles: ['rh'],
      preferredLanguage: 'pt-BR',
      expiresAt: exp,
    });
    expect(isRecruiterUser(user)).toBe(true);
  });

  it('treats expired, malformed or subject-less tokens as signed out', () => {
    expect(userFromToken(makeToken({ sub: 'u1', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(userFromToken('not-a-jwt', now)).toBeNull();
    expect(userFromToken(makeToken({ exp }), now)).toBeNull();
    expect(userFromToken(null, now)).toBeNull();
  });

  it('ignores non-string roles', () => {
    const user = userFromToken(makeToken({ sub: 'u1', roles: ['user', 3], exp }), now);
    expect(user?.roles).toEqual(['user']);
    expect(isRecruiterUser(user)).toBe(false);
  });
});
