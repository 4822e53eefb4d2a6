import { describe, expect, it } from 'vitest';
import { canReceiveInvite, normalizeNotificationSettings } from './notification-settings';

describe('normalizeNotificationSettings (000 §3, 002 §4)', () => {
  it('creates both channels active when none exist', () => {
    const expected = {
      isActive: true,
      channels: [
        { name: 'E-mail', isActive: true },
        { name: 'Telefone', isActive: true },
      ],
    };
    expect(normalizeNotificationSettings(undefined)).toEqual(expected);
    expect(normalizeNotificationSettings({ isActive: false, channels: [] })).toEqual(expected);
  });

  it('is active overall when either channel is on, inactive when both are off', () => {
    const onlyPhone = normalizeNotificationSettings({
      isActive: false,
      channels: [
        { name: 'E-mail', isActive: false },
        { name: 'Telefone', isActive: true },
      ],
    });
    expect(onlyPhone.isActive).toBe(true);
    expect(onlyPhone.channels).toEqual([
      { name: 'E-mail', isActive: false },
      { name: 'Telefone', isActive: true },
    ]);
    const bothOff = normalizeNotificationSettings({
      isActive: true,
      channels: [
        { name: 'E-mail', isActive: false },
        { name: 'Telefone', isActive: false },
      ],
    });
    expect(bothOff.isActive).toBe(false);
  });

  it('allows an invitation only with the E-mail channel on (001 §5)', () => {
    expect(canReceiveInvite({ channels: [{ name: 'Telefone', isActive: true }] })).toBe(false);
    expect(canReceiveInvite({ channels: [{ name: 'E-mail', isActive: true }] })).toBe(true);
  });
});
