import { describe, expect, it } from 'vitest';
import {
  activeLanguageSchema,
  CONFIRMATION_TOKEN_TTL_MS,
  confirmationLinkPath,
  privacyConsentSchema,
  RESET_TOKEN_TTL_MS,
  resetLinkPath,
  signinRequestSchema,
  signupRequestSchema,
  signupUserSchema,
} from './auth';

const validUser = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: '  Ana.Souza@Example.COM ',
  password: 'segredo123',
  dadosPessoais: {
    geolocation: { place_id: '3448439', formatted_address: 'São Paulo, São Paulo, Brazil' },
    pcdUser: { isUserPCD: false },
  },
  contato: { lista: [{ tipo: 'Preferencial', contato: '+55 11 98765-4321', locale: 'pt-BR' }] },
  europeanUnionCitizenship: { status: false },
  attachments: [{ fileName: 'cv.pdf', url: '/api/documents/file/1b2c' }],
};

describe('sign-up user payload (000 §5)', () => {
  it('accepts a complete payload and lowercases the e-mail', () => {
    const parsed = signupUserSchema.parse(validUser);
    expect(parsed.email).toBe('ana.souza@example.com');
  });

  it.each([
    ['a first name under 3 characters', { firstName: 'Al' }],
    ['a surname under 3 characters', { lastName: 'Li' }],
    ['an e-mail without a domain', { email: 'ana@' }],
    ['a password under 8 characters', { password: '1234567' }],
    ['a phone under 8 characters', { contato: { lista: [{ tipo: 'Preferencial', contato: '1234567' }] } }],
    ['no phone', { contato: { lista: [] } }],
    [
      'a location without place_id',
      { dadosPessoais: { geolocation: { place_id: '', formatted_address: 'X' } } },
    ],
    ['no CV', { attachments: [] }],
  ])('refuses %s', (_label, change) => {
    expect(signupUserSchema.safeParse({ ...validUser, ...change }).success).toBe(false);
  });

  it('defaults the contact type and locale, and the optional flags', () => {
    const parsed = signupUserSchema.parse({
      ...validUser,
      contato: { lista: [{ contato: '11987654321' }] },
      europeanUnionCitizenship: undefined,
    });
    expect(parsed.contato.lista[0]).toEqual({
      tipo: 'Preferencial',
      contato: '11987654321',
      locale: 'pt-BR',
    });
    expect(parsed.europeanUnionCitizenship).toEqual({ status: false });
  });

  it('takes vaga and any activeLanguage tag', () => {
    const parsed = signupRequestSchema.parse({ user: validUser, activeLanguage: 'pt-pt', vaga: 'opp-1' });
    expect(parsed.activeLanguage).toBe('pt-PT');
    expect(parsed.vaga).toBe('opp-1');
    expect(activeLanguageSchema.parse('fr-FR')).toBe('en-US');
  });
});

describe('sign-in payload', () => {
  it('lowercases the e-mail and does not judge the password length', () => {
    expect(signinRequestSchema.parse({ email: 'X@Y.io', password: 'short' })).toEqual({
      email: 'x@y.io',
      password: 'short',
    });
    expect(signinRequestSchema.safeParse({ email: 'not-an-email', password: 'whatever1' }).success).toBe(
      false,
    );
  });
});

describe('links and lifetimes', () => {
  it('builds the confirmation route with and without an opportunity, encoding the e-mail', () => {
    expect(confirmationLinkPath('a+b@x.io', 'tok', 'opp')).toBe('/signup-candidature/a%2Bb%40x.io/tok/opp');
    expect(confirmationLinkPath('a@x.io', 'tok')).toBe('/signup/advanced/a%40x.io/tok/confirm');
    expect(resetLinkPath('abc_-')).toBe('/auth/reset/abc_-');
  });

  it('keeps confirmation for 48 h and reset for 1 h', () => {
    expect(CONFIRMATION_TOKEN_TTL_MS).toBe(172_800_000);
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });

  it('describes the consent answer with nullable dates', () => {
    expect(
      privacyConsentSchema.parse({ consent: false, dateOfAcceptance: null, expirationDate: null }),
    ).toBeTruthy();
  });
});
