import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { MosaicEntry, UserProfile, UserUpdateBody } from '@mosaico/domain';
import { IconBulb, IconConfetti, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { CvAttachments } from '../../candidature';
import {
  uploadPhoto,
  useCareers,
  useFileObjectUrl,
  useMosaicDictionary,
  useOwnUser,
  useSaveUser,
  useSkillTips,
} from '../api/profile-api';
import { type AboutDraft, AboutTab, aboutDraftOf, aboutProblem } from '../components/about-tab';
import { DeleteAccountModal } from '../components/delete-account-modal';
import { MOSAIC_LIMITS, MosaicPicker, mosaicIssueKeys } from '../components/mosaic-picker';
import { OriginTab } from '../components/origin-tab';
import { PhotoTab } from '../components/photo-tab';
import { ProfileLoadFailure } from '../components/profile-load-failure';

const TABS = ['about', 'mosaic', 'photo', 'origin'] as const;
type Tab = (typeof TABS)[number];

/**
 * /professional/:id/professinal-profile (000 §2, §4, §5): the header with CVs, four tabs, onboarding (query
 * step=welcome walks the tabs, every Save saves and moves on, 'Finalizar' sets step=finished) and deleting the
 * registration.
 */
export function ProfessionalProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('profile.pageTitle'));
  const { id = '' } = useParams();
  const user = useOwnUser(id);

  if (user.isPending) {
    return (
      <Container size="lg" py="lg">
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={48} />
          <Skeleton height={320} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (user.isError) {
    return (
      <Container size="lg" py="lg">
        <ProfileLoadFailure query={user} />
      </Container>
    );
  }
  return <ProfileEditor user={user.data} refetch={() => void user.refetch()} />;
}

function ProfileEditor({ user, refetch }: { user: UserProfile; refetch: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const [search, setSearch] = useSearchParams();
  const step = search.get('step');
  const welcome = step === 'welcome';
  const [tab, setTab] = useState<Tab>('about');
  const [about, setAbout] = useState<AboutDraft>(() => aboutDraftOf(user));
  const [mosaic, setMosaic] = useState<MosaicEntry[]>(() => user.perfilUsuario.mosaico.escolhidas);
  const [photo, setPhoto] = useState<File | undefined>(undefined);
  const [origin, setOrigin] = useState(user.dadosPessoais.indicadoPor ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const save = useSaveUser(user._id);
  const [uploading, setUploading] = useState(false);
  const dictionary = useMosaicDictionary(i18n.language);
  const careers = useCareers();
  const tips = useSkillTips(user._id);
  const photoUrl = useFileObjectUrl(user.userImageUrl);

  const careerNames = new Set((careers.data ?? []).map((career) => career.nome.toLowerCase()));
  const goneCareers = careers.data
    ? user.perfilUsuario.digomais.lista
        .filter((entry) => entry.subclassif === 'carreiras' && !careerNames.has(entry.nome.toLowerCase()))
        .map((entry) => entry.nome)
    : [];
  const skillTips = (tips.data ?? []).slice(0, 3).map((tip) => tip.nome);

  const nextTab = (current: Tab): Tab | null => TABS[TABS.indexOf(current) + 1] ?? null;

  /** Saves what the current tab edits; in the welcome step, moves on (or finishes after the last tab). */
  const saveTab = async () => {
    setShowErrors(true);
    // Each tab sends only what it edits (PUT users keeps what the body leaves out), so a mosaic, a photo or
    // tab 1 saved meanwhile from another page stays as the server has it.
    const names = { firstName: user.firstName, lastName: user.lastName };
    let next: UserUpdateBody = names;
    if (tab === 'about') {
      const problem = aboutProblem(about);
      if (problem) {
        notifyError(t(problem));
        return;
      }
      next = {
        ...names,
        opportunityType: about.opportunityType,
        hiringModel: about.hiringModel,
        description: about.description?.trim() || null,
        linkedinUrl: about.linkedinUrl?.trim() || null,
        perfilUsuario: {
          pretensao: about.perfilUsuario.pretensao,
          interestLocations: about.perfilUsuario.interestLocations,
          digomais: about.perfilUsuario.digomais,
        },
      };
    } else if (tab === 'mosaic') {
      const issues = mosaicIssueKeys(mosaic);
      if (issues[0] && mosaic.some((entry) => entry.posicao)) {
        notifyError(t(issues[0], MOSAIC_LIMITS));
        return;
      }
      next = { ...names, perfilUsuario: { mosaico: { escolhidas: mosaic } } };
    } else if (tab === 'photo') {
      if (photo) {
        setUploading(true);
        try {
          const stored = await uploadPhoto(photo);
          next = { ...names, userImageUrl: stored.url };
        } catch (error) {
          notifyError(errorMessage(error, t('photo.failed')));
          return;
        } finally {
          setUploading(false);
        }
      }
    } else {
      next = { ...names, dadosPessoais: { indicadoPor: origin.trim() || null } };
    }
    save.mutate(next, {
      onSuccess: (saved) => {
        notifySuccess(t('saved'));
        setShowErrors(false);
        if (tab === 'photo') setPhoto(undefined);
        if (tab === 'about') setAbout(aboutDraftOf(saved));
        if (!welcome) return;
        const following = nextTab(tab);
        if (following) setTab(following);
        else setSearch({ step: 'finished' }, { replace: true });
      },
      onError: (error) => notifyError(errorMessage(error, t('saveFailed'))),
    });
  };

  const lastWelcomeTab = welcome && tab === 'origin';

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Avatar src={photoUrl} size={88} radius="xl" alt={t('photo.alt', { name: user.displayName })}>
              {user.displayName.slice(0, 1)}
            </Avatar>
            <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
              <Title order={1} size="h2">
                {user.displayName}
              </Title>
              <Text c="dimmed">{user.email}</Text>
              <Text size="sm">{t('profile.updated', { date: formatDate(user.updated) })}</Text>
            </Stack>
            <div style={{ flex: 1, minWidth: 260 }}>
              <CvAttachments userId={user._id} attachments={user.attachments} onChanged={refetch} />
            </div>
          </Group>
        </Card>

        {step === 'finished' && (
          <Alert
            styles={ALERT_STYLES}
            color="green"
            icon={<IconConfetti aria-hidden="true" />}
            title={t('profile.finishedTitle')}
            role="status"
          >
            {t('profile.finishedText')}
          </Alert>
        )}
        {welcome && (
          <Alert
            styles={ALERT_STYLES}
            color="blue"
            role="note"
            icon={<IconInfoCircle aria-hidden="true" />}
            title={t('profile.welcomeTitle')}
          >
            {t('profile.welcomeText')}
          </Alert>
        )}
        {goneCareers.length > 0 && (
          <Alert styles={ALERT_STYLES} color="orange" role="note" title={t('profile.goneCareersTitle')}>
            {t('profile.goneCareersText', { careers: goneCareers.join(', ') })}
          </Alert>
        )}
        {skillTips.length > 0 && (
          <Alert
            styles={ALERT_STYLES}
            color="blue"
            variant="light"
            icon={<IconBulb aria-hidden="true" />}
            title={t('profile.tipsTitle')}
          >
            {t('profile.tipsText', { skills: skillTips.join(', ') })}
          </Alert>
        )}

        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
          <Tabs.List>
            {TABS.map((name, index) => (
              <Tabs.Tab key={name} value={name}>
                {`${index + 1}. ${t(`profile.tabs.${name}`)}`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Card withBorder radius="md" padding="lg" mt="md">
            <Tabs.Panel value="about">
              <AboutTab
                draft={about}
                onChange={setAbout}
                careers={careers.data ?? []}
                showErrors={showErrors}
              />
            </Tabs.Panel>
            <Tabs.Panel value="mosaic">
              {dictionary.data ? (
                <MosaicPicker
                  dictionary={dictionary.data}
                  skills={about.perfilUsuario.digomais.lista}
                  value={mosaic}
                  onChange={setMosaic}
                />
              ) : dictionary.isError ? (
                <ProfileLoadFailure query={dictionary} />
              ) : (
                <Skeleton height={260} role="status" aria-busy="true" aria-label={t('loading')} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="photo">
              <PhotoTab currentUrl={photoUrl} displayName={user.displayName} onCropped={setPhoto} />
            </Tabs.Panel>
            <Tabs.Panel value="origin">
              <OriginTab value={origin} onChange={setOrigin} />
            </Tabs.Panel>
            <Group justify="flex-end" mt="lg">
              <Button onClick={() => void saveTab()} loading={save.isPending || uploading}>
                {lastWelcomeTab ? t('profile.finish') : welcome ? t('profile.saveAndContinue') : t('save')}
              </Button>
            </Group>
          </Card>
        </Tabs>

        {!welcome && (
          <Group justify="flex-start">
            <Anchor component="button" type="button" c="red.9" onClick={() => setDeleteOpen(true)}>
              {t('profile.deleteLink')}
            </Anchor>
          </Group>
        )}
      </Stack>
      <DeleteAccountModal opened={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Container>
  );
}
