import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { type PreRegisterType, usePreRegistered } from '../api/pre-registration-api';
import { PreRegisterForm } from '../components/pre-register-form';

/**
 * Back to where the recruiter came from. Creating for an opportunity, the link follows the 'add to the opportunity
 * as' choice (the tab the professional will be on: enrolled or candidates); editing, the screen does not know which
 * tab the professional is on, so it names the opportunity's professionals (and goes to the candidates tab, as saving
 * does).
 */
function BackLink({ opportunityId, type }: { opportunityId: string | null; type?: PreRegisterType }) {
  const { t } = useTranslation('pre-registration');
  if (!opportunityId) {
    return (
      <Anchor component={Link} to={paths.home} size="sm">
        {t('backToHome')}
      </Anchor>
    );
  }
  const enrolled = type === 'registered';
  const text = !type ? t('backToProfessionals') : enrolled ? t('backToEnrolled') : t('backToCandidates');
  return (
    <Anchor
      component={Link}
      to={paths.opportunityProfessionals(opportunityId, enrolled ? 'enrolled' : 'candidates')}
      size="sm"
    >
      {text}
    </Anchor>
  );
}

/** /pre-register/:opportunityId and /pre-register (001 §2.10): a recruiter pre-registers a professional. */
export function PreRegisterPage() {
  const { t } = useTranslation('pre-registration');
  usePageTitle(t('createTitle'));
  const { opportunityId = null } = useParams();
  const [type, setType] = useState<PreRegisterType>('candidate');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <BackLink opportunityId={opportunityId} type={type} />
        <Title order={1}>{t('createTitle')}</Title>
        <Text>{t('createIntro')}</Text>
        <PreRegisterForm opportunityId={opportunityId} type={type} onTypeChange={setType} />
      </Stack>
    </Container>
  );
}

/** /professional/pre-register/:opportunityId/edit?user=<id> (001 §2.10): the edit variant, with delete. */
export function PreRegisterEditPage() {
  const { t } = useTranslation('pre-registration');
  usePageTitle(t('editTitle'));
  const { opportunityId = null } = useParams();
  const [search] = useSearchParams();
  const userId = search.get('user');
  const user = usePreRegistered(userId);

  let body: ReactNode;
  if (!userId) body = <Text>{t('errors.noUser')}</Text>;
  else if (user.isPending) body = <PageLoader />;
  else if (user.isError) {
    body =
      user.error instanceof ApiError && user.error.statusCode === 400 ? (
        <Text>{t('errors.notPreRegistered')}</Text>
      ) : (
        <LoadFailure
          title={t('errors.loadTitle')}
          text={t('errors.load')}
          retryLabel={t('errors.retry')}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      );
  } else body = <PreRegisterForm key={user.data._id} opportunityId={opportunityId} user={user.data} />;

  return (
    <Container size="sm" py="xl">
      <Stack>
        <BackLink opportunityId={opportunityId} />
        <Title order={1}>{t('editTitle')}</Title>
        {body}
      </Stack>
    </Container>
  );
}
