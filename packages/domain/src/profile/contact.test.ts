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

describe('maskPhone (002 §6)', () => {
  it.each([
    ['(11) 98765-4321', '(11) *****-4321'],
    ['11987654321', '11*****4321'],
    ['+55 11 98765-4321', '+55 11 *****-4321'],
    ['+55 (21) 3456-7890', '+55 (21) ****-7890'],
    ['+5511987654321', '+5511*****4321'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('hides at least one digit of a short number', () => {
    expect(maskPhone('12345')).toBe('*2345');
    expect(maskPhone('1234')).toBe('*234');
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
