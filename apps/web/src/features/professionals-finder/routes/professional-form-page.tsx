import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { isNotFound } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useRegisteredProfessional } from '../api/professionals-finder-api';
import { ProfessionalForm } from '../components/professional-form';

/** 002 §2.13: edit when the path ends with 'edit'. */
export function isEditPath(pathname: string): boolean {
  return /\/edit\/?$/.test(pathname);
}

function EditBody({ id }: { id: string }) {
  const { t } = useTranslation('professionals-finder');
  const professional = useRegisteredProfessional(id);
  if (professional.isPending) return <PageLoader />;
  if (professional.isError) {
    return isNotFound(professional.error) ? (
      <Text role="alert">{t('form.notFound')}</Text>
    ) : (
      <LoadFailure
        title={t('form.loadError')}
        text={t('results.error')}
        retryLabel={t('results.retry')}
        retrying={professional.isFetching}
        onRetry={() => void professional.refetch()}
      />
    );
  }
  return <ProfessionalForm key={professional.data._id} professional={professional.data} />;
}

/** /rh/professional/create and /rh/professional/:id/edit (002 §2.13). */
export function ProfessionalFormPage() {
  const { t } = useTranslation('professionals-finder');
  const { pathname } = useLocation();
  const { id } = useParams();
  const editing = isEditPath(pathname) && id !== undefined;
  const title = editing ? t('form.editTitle') : t('form.createTitle');
  usePageTitle(title);
  let body: ReactNode;
  if (editing) body = <EditBody id={id} />;
  else body = <ProfessionalForm />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor component={Link} to={paths.professionals} size="sm">
          {t('form.back')}
        </Anchor>
        <Title order={1}>{title}</Title>
        {!editing && <Text>{t('form.intro')}</Text>}
        {body}
      </Stack>
    </Container>
  );
}
