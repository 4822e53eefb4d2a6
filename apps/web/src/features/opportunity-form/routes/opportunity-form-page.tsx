import { Alert, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { opportunityWriteSchema, validateOpportunityForSave } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useFormCatalogues, useOpportunityForEdit, useSaveOpportunity } from '../api/opportunity-form-api';
import { BasicsSection } from '../components/basics-section';
import { ConditionsSection } from '../components/conditions-section';
import { DetailsSection } from '../components/details-section';
import {
  EMPTY,
  FIELD_OF,
  type SetValue,
  type UpdateValues,
  type Values,
  valuesOf,
} from '../components/form-values';
import { MatchingSection } from '../components/matching-section';

/** /opportunity/create (also ?duplicate={id}) and /opportunity/{id}/edit (001 §2.2). */
export function OpportunityFormPage() {
  const { id: editingId = null } = useParams();
  const [search] = useSearchParams();
  const duplicateOf = editingId ? null : search.get('duplicate');
  const source = useOpportunityForEdit(editingId ?? duplicateOf);
  const { t } = useTranslation('recruiter');
  usePageTitle(editingId ? t('form.editTitle') : t('form.createTitle'));

  if ((editingId || duplicateOf) && source.isPending) {
    return (
      <Container py="xl">
        <Loader role="status" aria-label={t('form.loading')} />
      </Container>
    );
  }
  if (source.isError) {
    if (source.error instanceof ApiError && source.error.statusCode === 404) {
      return (
        <NotFoundPanel
          title={t('mosaic.notFound')}
          text={t('mosaic.notFoundText')}
          homeLabel={t('mosaic.home')}
        />
      );
    }
    return (
      <Container py="xl">
        <LoadFailure
          title={t('form.loadFailed')}
          text={t('form.loadFailedText')}
          retryLabel={t('form.retry')}
          onRetry={() => void source.refetch()}
          retrying={source.isFetching}
        />
      </Container>
    );
  }
  const initial = source.data
    ? valuesOf(source.data, duplicateOf ? t('form.copyOf', { title: source.data.titulo }) : undefined)
    : EMPTY;
  return <OpportunityForm key={source.data?._id ?? 'new'} editingId={editingId} initial={initial} />;
}

function OpportunityForm({ editingId, initial }: { editingId: string | null; initial: Values }) {
  const { t } = useTranslation('recruiter');
  const navigate = useNavigate();
  const catalogues = useFormCatalogues();
  const save = useSaveOpportunity(editingId);
  const [values, setValues] = useState<Values>(initial);
  const set: SetValue = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const update: UpdateValues = setValues;

  const submit = () => {
    const code = validateOpportunityForSave(opportunityWriteSchema.parse(values));
    if (code) {
      notifyError(t(`form.errors.${code}`));
      document.getElementById(FIELD_OF[code])?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(editingId ? t('form.changed') : t('form.created'));
        void navigate(paths.opportunity(saved._id));
      },
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.statusCode === 400
            ? errorMessage(error, t('form.unexpected'))
            : t('form.unexpected'),
        ),
    });
  };

  return (
    <Container size="md" py="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Title order={1} size="h2">
            {editingId ? t('form.editTitle') : t('form.createTitle')}
          </Title>
          <BasicsSection values={values} set={set} update={update} clients={catalogues.clients.data ?? []} />
          <ConditionsSection values={values} set={set} update={update} />
          <DetailsSection values={values} set={set} update={update} catalogues={catalogues} />
          <MatchingSection values={values} set={set} update={update} catalogues={catalogues} />

          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t('form.unexpected'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
