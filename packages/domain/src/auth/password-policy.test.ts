import { describe, expect, it } from 'vitest';
import { passwordPolicyProblem } from './password-policy';

const owner = { firstName: 'Joana', lastName: 'Conceição', email: 'jo.silva@example.com' };
const common = new Set(['password123', 'qwertyuiop']);
const isCommon = (p: string) => common.has(p.toLowerCase());

describe('passwordPolicyProblem', () => {
  it('takes a long passphrase of 64 characters and more, with no composition rules', () => {
    expect(passwordPolicyProblem('a'.repeat(64), owner, isCommon)).toBeNull();
    expect(passwordPolicyProblem('correct horse battery staple', owner, isCommon)).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(128), owner, isCommon)).toBeNull();
  });
  it('refuses under 8 and over 128 characters', () => {
    expect(passwordPolicyProblem('short', owner, isCommon)).toBe('PASSWORD_TOO_SHORT');
    expect(passwordPolicyProblem('x'.repeat(129), owner, isCommon)).toBe('PASSWORD_TOO_LONG');
  });
  it('refuses a common password whatever its case', () => {
    expect(passwordPolicyProblem('Password123', owner, isCommon)).toBe('PASSWORD_TOO_COMMON');
  });
  it('refuses a password built from the name or the e-mail, accents and case aside', () => {
    expect(passwordPolicyProblem('joana2024!!', owner, isCommon)).toBe('PASSWORD_CONTAINS_PERSONAL_DATA');
    expect(passwordPolicyProblem('CONCEICAO-rules', owner, isCommon)).toBe('PASSWORD_CONTAINS_PERSONAL_DATA');
    expect(passwordPolicyProblem('my-silva-pass', owner, isCommon)).toBe('PASSWORD_CONTAINS_PERSONAL_DATA');
  });
  it('does not refuse for short name parts found by chance', () => {
    expect(
      passwordPolicyProblem('banana-split-99', { firstName: 'Ana', email: 'jo@x.pt' }, isCommon),
    ).toBeNull();
  });
});
