import { describe, expect, it } from 'vitest';
import { contactVisibility, maskEmail, maskPhone, visibleContact } from './contact';

describe('maskEmail (002 §6)', () => {
  it('keeps the first 2 characters, one asterisk per hidden character, then the domain', () => {
    expect(maskEmail('joao.silva@example.com')).toBe('jo********@example.com');
    expect(maskEmail('abc@x.pt')).toBe('ab*@x.pt');
  });

  it('always hides something in very short local parts', () => {
    expect(maskEmail('ab@x.pt')).toBe('a*@x.pt');
    expect(maskEmail('a@x.pt')).toBe('*@x.pt');
  });
});

describe('maskPhone (002 §6, most digits hidden in any format)', () => {
  it.each([
    ['(11) 98765-4321', '(11) *****-*321'],
    ['11987654321', '*******4321'],
    ['+55 11 98765-4321', '+55 ** *****-4321'],
    ['+55 (21) 3456-7890', '+55 (21) ****-**90'],
    ['+5511987654321', '+*********4321'],
    ['+351 959 585 524', '+351 *** **5 524'],
    ['+1 (415) 555-0132', '+1 (415) ***-***2'],
    ['+44 20 7946 0958', '+44 ** **** 0958'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('always hides more than half of the national digits', () => {
    for (const phone of [
      '(11) 98765-4321',
      '+351 959 585 524',
      '9876-5432',
      '+49 30 901820',
      '12345',
      '1234',
    ]) {
      const masked = maskPhone(phone);
      const prefix = /^\+(\d{1,3})[\s(]/.exec(phone)?.[1]?.length ?? 0;
      const national = phone.replace(/\D/g, '').length - prefix;
      const shown = masked.replace(/[^\d]/g, '').length - prefix;
      expect(shown * 2).toBeLessThan(national);
    }
  });

  it('hides every digit of a very short number but the last', () => {
    expect(maskPhone('1234')).toBe('***4');
  });
});

describe('contactVisibility (002 §6)', () => {
  const channels = (email: boolean, phone: boolean) => ({
    isActive: email || phone,
    channels: [
      { name: 'E-mail', isActive: email },
      { name: 'Telefone', isActive: phone },
    ],
  });

  it('shows each contact only when its channel is active', () => {
    expect(contactVisibility(channels(true, false))).toEqual({ showEmail: true, showPhone: false });
    expect(contactVisibility(channels(false, true))).toEqual({ showEmail: false, showPhone: true });
    expect(contactVisibility(channels(false, false))).toEqual({ showEmail: false, showPhone: false });
  });

  it('masks what is not visible', () => {
    expect(visibleContact({ email: 'maria@x.com', phone: '(11) 98765-4321' }, channels(false, true))).toEqual(
      {
        email: 'ma***@x.com',
        phone: '(11) 98765-4321',
      },
    );
  });
});
