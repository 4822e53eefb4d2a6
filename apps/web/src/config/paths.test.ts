import { describe, expect, it } from 'vitest';
import { isAuthPath, paths, routes } from './paths';

describe('paths', () => {
  it('keeps the contract spellings', () => {
    expect(paths.professionalProfile('u1')).toBe('/professional/u1/professinal-profile');
    expect(paths.professionalProfile('u1', 'welcome')).toBe(
      '/professional/u1/professinal-profile?step=welcome',
    );
    expect(routes.signupAdvanced).toBe('/signup/advanced/:username/:token/:type');
    expect(paths.resetPassword('abc')).toBe('/auth/reset/abc');
    expect(paths.kanbanCardDetails('o1')).toBe('/kanban/card-details/o1');
    expect(paths.candidatureDetails('o1', { fromSignup: true })).toBe(
      '/candidature-details/o1?fromSignup=true',
    );
    expect(paths.devMailbox).toBe('/dev/mailbox');
  });

  it('builds the search link with every parameter', () => {
    expect(
      paths.search({
        keywords: 'java',
        location: 'Lisboa, Lisboa, Portugal',
        placeId: '42',
        homeOffice: true,
      }),
    ).toBe('/search?keywords=java&location=Lisboa%2C+Lisboa%2C+Portugal&place_id=42&homeOffice=true');
  });

  it('carries the radius only with a place (000 §9)', () => {
    expect(paths.search({ placeId: '42', radius: 100 })).toContain('&radius=100');
    expect(paths.search({ keywords: 'java', radius: 100 })).not.toContain('radius');
  });

  it('encodes path segments', () => {
    expect(paths.opportunity('a/b')).toBe('/opportunity/a%2Fb');
  });

  it('recognises the authentication pages that hide the shell', () => {
    for (const path of [
      '/login',
      '/signup',
      '/signup-location',
      '/confirm',
      '/forgot-password',
      '/auth/reset/tok',
      '/signup-candidature/u/t/o',
      '/signup-expired-token/u/t/o',
      '/signup/advanced',
      '/signup/advanced/u/t/x',
    ]) {
      expect(isAuthPath(path), path).toBe(true);
    }
    for (const path of ['/', '/faq', '/loginx', '/opportunity/1', '/contact-us']) {
      expect(isAuthPath(path), path).toBe(false);
    }
  });
});
