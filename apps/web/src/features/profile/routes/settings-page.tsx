import { Card, Container, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannelName,
  normalizeNotificationSettings,
  type UserProfile,
  type UserUpdateBody,
} from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { SecuritySection } from '../../account-security';
import { useOwnUser, useSaveUser } from '../api/profile-api';
import { MyDataCard } from '../components/my-data-card';
import { ProfileLoadFailure } from '../components/profile-load-failure';

/** The user with one channel switched; the overall flag follows the channels (000 §3). */
function withChannel(user: UserProfile, name: NotificationChannelName, isActive: boolean): UserUpdateBody {
  const current = normalizeNotificationSettings(user.notificationsSettings);
  const channels = current.channels.map((channel) =>
    channel.name === name ? { ...channel, isActive } : channel,
  );
  // Only the names PUT users requires and the settings: other fields stay as the server has them.
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    notificationsSettings: normalizeNotificationSettings({ channels }),
  };
}

/**
 * /professional/:id/settings (000 §2, §3, §8): the e-mail and phone switches. Each switch saves at once (the user
 * with notificationsSettings); recruiters see the person's e-mail and phone only while its channel is on.
 */
export function SettingsPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('settings.pageTitle'));
  const { id = '' } = useParams();
  const user = useOwnUser(id);
  const save = useSaveUser(id);

  const toggle = (name: NotificationChannelName, isActive: boolean) => {
    if (!user.data) return;
    save.mutate(withChannel(user.data, name, isActive), {
      onSuccess: () => notifySuccess(t('settings.saved')),
      onError: () => notifyError(t('settings.failed')),
    });
  };

  const settings = user.data ? normalizeNotificationSettings(user.data.notificationsSettings) : null;
  const isOn = (name: NotificationChannelName) =>
    settings?.channels.some((channel) => channel.name === name && channel.isActive) ?? false;
  // While a save runs, the switch shows the state asked for.
  const pending = save.isPending ? save.variables.notificationsSettings : null;
  const shownOn = (name: NotificationChannelName) =>
    pending ? pending.channels.some((channel) => channel.name === name && channel.isActive) : isOn(name);

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
        {user.isPending ? (
          <Skeleton height={140} role="status" aria-busy="true" aria-label={t('loading')} />
        ) : user.isError ? (
          <ProfileLoadFailure query={user} />
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <Text>{t('settings.intro')}</Text>
              <Switch
                size="md"
                label={t('settings.email')}
                description={t('settings.emailHint')}
                checked={shownOn(NOTIFICATION_CHANNELS.email)}
                disabled={save.isPending}
                onChange={(event) => toggle(NOTIFICATION_CHANNELS.email, event.currentTarget.checked)}
              />
              <Switch
                size="md"
                label={t('settings.phone')}
                description={t('settings.phoneHint')}
                checked={shownOn(NOTIFICATION_CHANNELS.phone)}
                disabled={save.isPending}
                onChange={(event) => toggle(NOTIFICATION_CHANNELS.phone, event.currentTarget.checked)}
              />
            </Stack>
          </Card>
        )}
        <SecuritySection />
        <MyDataCard />
      </Stack>
    </Container>
  );
}
