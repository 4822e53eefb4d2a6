import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  becomeCandidateResponseSchema,
  CAPTURE_SOURCES,
  type CaptureSource,
  opportunityFeedResponseSchema,
  type TriageOptions,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type JSX, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend, errorMessage } from '../../lib/api-client';
import { useChannelOptions } from '../../lib/channels';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../date-field/date-field';

/** The browser's calendar day, as the date field gives it. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** 002 §7.5 'Get active opportunities' (_id, titulo, user.displayName): GET opportunity/filter/active. */
const activeOpportunitiesKey = ['inscribe-modal', 'active-opportunities'] as const;

export interface InscribeModalProps {
  opened: boolean;
  onClose: () => void;
  professional: { id: string; displayName: string };
  conversionType: 'inscribe' | 'candidate';
  onDone?: () => void;
}

/**
 * 002 §5 'Inscribe modal' / §7.5 'Become candidate by RH': the recruiter picks one active opportunity (Salvar stays
 * disabled until one is chosen), the triage options (capture, channel, day, details; 001 §2.7), and enrols the
 * professional ('inscribe') or makes them a candidate. Toasts the server's message; a failure is an error toast
 * (002 §8). Texts: namespace 'professional-detail' (`inscribe.*`), which every screen using it must load.
 */
export function InscribeModal({
  opened,
  onClose,
  professional,
  conversionType,
  onDone,
}: InscribeModalProps): JSX.Element {
  const { t } = useTranslation('professional-detail');
  const queryClient = useQueryClient();
  const [opportunityId, setOpportunityId] = useState<string | null>(null);
  const [capture, setCapture] = useState<CaptureSource>('Busca');
  const [source, setSource] = useState<string | null>(null);
  const [date, setDate] = useState(localToday);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const channelOptions = useChannelOptions();
  const opportunities = useQuery({
    queryKey: activeOpportunitiesKey,
    queryFn: ({ signal }) => apiGet('/opportunity/filter/active', opportunityFeedResponseSchema, { signal }),
    enabled: opened,
  });
  const reset = () => {
    setOpportunityId(null);
    setCapture('Busca');
    setSource(null);
    setDate(localToday());
    setDetails('');
    setTried(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const save = useMutation({
    mutationFn: (input: { opportunityId: string; triage: TriageOptions }) =>
      apiSend(
        'POST',
        `/opportunity/${encodeURIComponent(input.opportunityId)}/becomeCandidate`,
        {
          _usuario: { _id: professional.id },
          conversionType,
          triageRecruitmentOptions: input.triage,
          byRH: true,
        },
        becomeCandidateResponseSchema,
      ),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      // Whatever lists the professional or the opportunity shows (this page's processes, the professionals tabs).
      void queryClient.invalidateQueries();
      reset();
      onDone?.();
      onClose();
    },
    onError: (error) => notifyError(errorMessage(error, t('inscribe.failed'))),
  });
  const missingSource = tried && !source;
  const missingDate = tried && !date;
  const options = (opportunities.data ?? []).map((item) => ({
    value: item._id,
    label: item.user
      ? t('inscribe.option', {
          title: item.titulo,
          id: item.idOpportunity,
          responsible: item.user.displayName,
        })
      : t('inscribe.optionNoResponsible', { title: item.titulo, id: item.idOpportunity }),
  }));
  const title = t(conversionType === 'candidate' ? 'inscribe.titleCandidate' : 'inscribe.titleInscribe', {
    name: professional.displayName,
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      // Mantine's close button has no name of its own (axe button-name).
      closeButtonProps={{ 'aria-label': t('inscribe.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!opportunityId || !source || !date) return;
          save.mutate({ opportunityId, triage: { capture, source, date, details: details.trim() } });
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('inscribe.opportunity')}
            placeholder={t('inscribe.opportunityPlaceholder')}
            data={options}
            value={opportunityId}
            onChange={setOpportunityId}
            searchable
            withAsterisk
            nothingFoundMessage={t('inscribe.noOpportunities')}
            disabled={opportunities.isPending}
            data-testid="inscribe-opportunity"
          />
          {opportunities.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('inscribe.loadFailed')}
            </Text>
          )}
          <Select
            label={t('inscribe.capture')}
            data={CAPTURE_SOURCES.map((item) => ({
              value: item.value,
              label: t(`inscribe.captures.${item.key}`),
            }))}
            value={capture}
            onChange={(value) => value && setCapture(value as CaptureSource)}
            allowDeselect={false}
            withAsterisk
          />
          <Select
            label={t('inscribe.channel')}
            data={channelOptions}
            value={source}
            onChange={setSource}
            withAsterisk
            error={missingSource ? t('inscribe.channelRequired') : undefined}
            searchable
          />
          <DateField
            label={t('inscribe.date')}
            value={date}
            max={localToday()}
            onChange={(value) => setDate(value ?? '')}
            withAsterisk
            error={missingDate ? t('inscribe.dateRequired') : undefined}
          />
          <Textarea
            label={t('inscribe.details')}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('inscribe.cancel')}
            </Button>
            {/* 002 §5: Salvar disabled until an opportunity is selected. */}
            <Button type="submit" loading={save.isPending} disabled={!opportunityId}>
              {t('inscribe.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
