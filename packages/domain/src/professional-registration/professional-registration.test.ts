import { describe, expect, it } from 'vitest';
import {
  normalizeLinkedinUrl,
  phoneDigits,
  registerProfessionalBodySchema,
  registrationFieldProblem,
} from './professional-registration';

describe('registering a professional by a recruiter (002 §5)', () => {
  const ok = { firstName: 'Bruna', lastName: 'Barros', email: 'bruna@example.com', skills: ['Kotlin'] };

  it('wants names of 3 characters or more, an e-mail of 3 or more and one skill; then a well-formed e-mail', () => {
    expect(registrationFieldProblem(ok)).toBeNull();
    expect(registrationFieldProblem({ ...ok, firstName: 'Bo' })).toBe('required');
    expect(registrationFieldProblem({ ...ok, lastName: ' Li ' })).toBe('required');
    expect(registrationFieldProblem({ ...ok, email: 'a@' })).toBe('required');
    expect(registrationFieldProblem({ ...ok, skills: [] })).toBe('required');
    expect(registrationFieldProblem({ ...ok, skills: ['  '] })).toBe('required');
    expect(registrationFieldProblem({ ...ok, email: 'bruna@semdominio' })).toBe('invalidEmail');
  });

  it('reads one LinkedIn profile whatever the scheme, www, country subdomain, case, query or trailing slash', () => {
    const key = 'linkedin.com/in/bruna-barros';
    for (const url of [
      'https://www.linkedin.com/in/Bruna-Barros/',
      'linkedin.com/in/bruna-barros',
      'http://br.linkedin.com/in/bruna-barros?trk=x#top',
    ]) {
      expect(normalizeLinkedinUrl(url)).toBe(key);
    }
    expect(normalizeLinkedinUrl('https://example.com/in/bruna')).toBeNull();
    expect(normalizeLinkedinUrl('https://linkedin.com.evil.io/in/bruna')).toBeNull();
    expect(normalizeLinkedinUrl('https://www.linkedin.com/')).toBeNull();
  });

  it('compares phones by their digits', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it("takes 002 §3's registration payload and refuses a second phone or a payload not marked registerRh", () => {
    const user = {
      firstName: 'Bruna',
      lastName: 'Barros',
      email: 'bruna@example.com',
      perfilUsuario: {
        digomais: {
          lista: [{ nome: 'Kotlin', nomeCaption: 'Kotlin', subclassif: 'skills', classif: 'digomais' }],
        },
      },
      dadosPessoais: { pcdUser: { isUserPCD: false }, preferredLanguage: 'pt-BR' },
      contato: { lista: [{ locale: 'pt-BR', contato: '11 98765-4321', tipo: 'Preferencial' }] },
      attachments: [],
      notificationsSettings: { isActive: true, channels: [{ isActive: true, name: 'E-mail' }] },
      registerRh: true,
      linkedinUrl: null,
      policyAndSignature: null,
      europeanUnionCitizenship: { status: true },
    };
    expect(registerProfessionalBodySchema.safeParse({ user }).success).toBe(true);
    expect(registerProfessionalBodySchema.safeParse({ user: { ...user, registerRh: false } }).success).toBe(
      false,
    );
    const twoPhones = { lista: [user.contato.lista[0], user.contato.lista[0]] };
    expect(registerProfessionalBodySchema.safeParse({ user: { ...user, contato: twoPhones } }).success).toBe(
      false,
    );
  });
});
