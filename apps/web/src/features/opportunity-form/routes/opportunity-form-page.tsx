import { Alert, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import {
  type OpportunitySaveErrorCode,
  opportunityWriteSchema,
  validateOpportunityForSave,
} from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hideSlot, notifyErrorInSlot, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useFormCatalogues, useOpportunityForEdit, useSaveOpportunity } from '../api/opportunity-form-api';
import { BasicsSection } from '../components/basics-section';
import { ConditionsSection } from '../components/conditions-section';
import { DetailsSection } from '../components/details-section';
import {
  EMPTY,
  FIELD_OF,
  type FieldError,
  type SetValue,
  type UpdateValues,
  VALUES_OF,
  type Values,
  valuesOf,
} from '../components/form-values';
import { MatchingSection } from '../components/matching-section';

/** The form's one warning toast: each save's message replaces the last (001 §5: one warning at a time). */
const WARNING_SLOT = 'opportunity-form-warning';

const isSaveRule = (code: string): code is OpportunitySaveErrorCode => code in FIELD_OF;

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

  // The last save's warning and the values it judged: shown at its field until one of the values it read changes.
  const [warning, setWarning] = useState<{
    code: OpportunitySaveErrorCode;
    message: string;
    judged: Values;
  } | null>(null);
  const errorAt: FieldError = (field) =>
    warning &&
    FIELD_OF[warning.code] === field &&
    VALUES_OF[warning.code].every((key) => values[key] === warning.judged[key])
      ? warning.message
      : undefined;

  const warn = (code: OpportunitySaveErrorCode, message: string) => {
    setWarning({ code, message, judged: values });
    notifyErrorInSlot(WARNING_SLOT, message);
    document.getElementById(FIELD_OF[code])?.focus();
  };

  const submit = () => {
    const code = validateOpportunityForSave(opportunityWriteSchema.parse(values), {
      today: new Date(),
      // An edit may keep its stored date, as the server allows.
      keptPublicationDate: editingId ? initial.publicationDate : null,
    });
    if (code) {
      warn(code, t(`form.errors.${code}`));
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        // Saved: the last warning no longer holds, on the next page or here.
        setWarning(null);
        hideSlot(WARNING_SLOT);
        notifySuccess(editingId ? t('form.changed') : t('form.created'));
        void navigate(paths.opportunity(saved._id));
      },
      onError: (error) => {
        // The server's rule (same order, same text) is shown where the form's own would be.
        if (error instanceof ApiError && error.statusCode === 400 && isSaveRule(error.code)) {
          warn(error.code, errorMessage(error, t('form.unexpected')));
          return;
        }
        notifyErrorInSlot(
          WARNING_SLOT,
          error instanceof ApiError && error.statusCode === 400
            ? errorMessage(error, t('form.unexpected'))
            : t('form.unexpected'),
        );
      },
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
          <BasicsSection
            values={values}
            set={set}
            update={update}
            clients={catalogues.clients.data ?? []}
            errorAt={errorAt}
          />
          <ConditionsSection values={values} set={set} update={update} errorAt={errorAt} />
          <DetailsSection
            values={values}
            set={set}
            update={update}
            catalogues={catalogues}
            errorAt={errorAt}
          />
          <MatchingSection
            values={values}
            set={set}
            update={update}
            catalogues={catalogues}
            errorAt={errorAt}
          />

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
