import { describe, expect, it } from 'vitest';
import {
  PRE_REGISTER_REDIRECT_MS,
  preRegisterBodySchema,
  preRegisterFieldProblem,
  preRegisterLinkPath,
} from './pre-registration';

describe('pre-registration (001 §5, §9)', () => {
  it('wants first name, last name and e-mail, then a well-formed e-mail', () => {
    const ok = { firstName: 'Ana', lastName: 'Alves', email: 'ana@x.io' };
    expect(preRegisterFieldProblem(ok)).toBeNull();
    expect(preRegisterFieldProblem({ ...ok, firstName: ' ' })).toBe('required');
    expect(preRegisterFieldProblem({ ...ok, lastName: '' })).toBe('required');
    expect(preRegisterFieldProblem({ ...ok, email: '' })).toBe('required');
    expect(preRegisterFieldProblem({ ...ok, email: 'ana@x' })).toBe('invalidEmail');
  });

  it('links to the invitation screen with the e-mail and token, and waits 3 s after saving', () => {
    expect(preRegisterLinkPath('a+b@x.io', 'tok')).toBe('/signup/advanced/a%2Bb%40x.io/tok/pre-register');
    expect(PRE_REGISTER_REDIRECT_MS).toBe(3000);
  });

  it('accepts empty strings (the service answers PRE_REGISTER_FIELDS_REQUIRED) and an optional location', () => {
    expect(preRegisterBodySchema.safeParse({ firstName: '', lastName: '', email: '' }).success).toBe(true);
    expect(
      preRegisterBodySchema.safeParse({ firstName: 'a', lastName: 'b', email: 'c', location: null }).success,
    ).toBe(true);
    expect(preRegisterBodySchema.safeParse({ firstName: 'a', lastName: 'b' }).success).toBe(false);
  });
});
