import { describe, expect, it } from 'vitest';
import { commonPasswordList, isCommonPassword } from './index';

// The shipped list is data (SecLists' top 10,000, MIT): these checks say it arrived whole and is read as the rule
// says, case aside.
describe('common passwords', () => {
  it('holds the 10,000 distinct passwords of the list, first to last', () => {
    const list = commonPasswordList();
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list[0]).toBe('*****');
    expect(list.at(-1)).toBe('zzzzzzzz');
    expect(list.every((entry) => entry.length > 0 && !/\s/.test(entry))).toBe(true);
  });

  it('refuses the common ones whatever their case, and accepts a passphrase', () => {
    for (const password of ['123456', 'password', 'PassWord', 'qwerty', '1dragon', '1DRAGON', 'zzzzzzzz']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('quiet-harbour-58')).toBe(false);
  });
});
