import { z } from 'zod';

// 000 §3: stored channel names.
export const NOTIFICATION_CHANNELS = { email: 'E-mail', phone: 'Telefone' } as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[keyof typeof NOTIFICATION_CHANNELS];
export const notificationChannelNameSchema = z.enum([
  NOTIFICATION_CHANNELS.email,
  NOTIFICATION_CHANNELS.phone,
]);

export const notificationSettingsSchema = z.object({
  isActive: z.boolean(),
  channels: z.array(z.object({ name: notificationChannelNameSchema, isActive: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Stored settings as loose as legacy data may be. */
export interface NotificationSettingsInput {
  isActive?: boolean | null;
  channels?: ReadonlyArray<{ name?: string | null; isActive?: boolean | null }> | null;
}

/**
 * 000 §3 / 002 §4: when no channels exist both are created active; the overall flag is active
 * when either channel is on. Always returns the two channels, e-mail first.
 */
export function normalizeNotificationSettings(
  settings: NotificationSettingsInput | null | undefined,
): NotificationSettings {
  const channels = settings?.channels ?? [];
  const none = channels.length === 0;
  const active = (name: NotificationChannelName) =>
    none || channels.some((c) => c.name === name && c.isActive === true);
  const email = active(NOTIFICATION_CHANNELS.email);
  const phone = active(NOTIFICATION_CHANNELS.phone);
  return {
    isActive: email || phone,
    channels: [
      { name: NOTIFICATION_CHANNELS.email, isActive: email },
      { name: NOTIFICATION_CHANNELS.phone, isActive: phone },
    ],
  };
}

export function isChannelActive(
  settings: NotificationSettingsInput | null | undefined,
  name: NotificationChannelName,
): boolean {
  const normalized = normalizeNotificationSettings(settings);
  return normalized.isActive && normalized.channels.some((c) => c.name === name && c.isActive);
}

/** 001 §5: an invitation needs notifications active and the E-mail channel active. */
export function canReceiveInvite(settings: NotificationSettingsInput | null | undefined): boolean {
  return isChannelActive(settings, NOTIFICATION_CHANNELS.email);
}
