import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { CAPTURE_SOURCES, type CaptureSource, type TriageOptions } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { useChannelOptions } from '../../../lib/channels';

/** The browser's calendar day, as the date field gives it. */
export function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * 001 §2.7 / §7 becomeCandidate by a recruiter: enrol ('inscribe') or make a candidate, with the capture source,
 * the channel, the day and details (step 0).
 */
export function EnrolModal({
  opened,
  name,
  conversionType,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  conversionType: 'inscribe' | 'candidate';
  pending: boolean;
  onClose: () => void;
  onConfirm: (triage: TriageOptions) => void;
}) {
  const { t } = useTranslation('professionals');
  const [capture, setCapture] = useState<CaptureSource>('Busca');
  const [source, setSource] = useState<string | null>(null);
  const [date, setDate] = useState(localToday);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const channelOptions = useChannelOptions();
  const missingSource = tried && !source;
  const missingDate = tried && !date;
  const title = t(conversionType === 'candidate' ? 'actions.makeCandidateTitle' : 'actions.enrolTitle', {
    name,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // Mantine's close button has no name of its own (axe button-name).
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!source || !date) return;
          onConfirm({ capture, source, date, details: details.trim() });
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('actions.capture')}
            data={CAPTURE_SOURCES.map((item) => ({ value: item.value, label: t(`capture.${item.key}`) }))}
            value={capture}
            onChange={(value) => value && setCapture(value as CaptureSource)}
            allowDeselect={false}
            withAsterisk
          />
          <Select
            label={t('actions.channel')}
            data={channelOptions}
            value={source}
            onChange={setSource}
            withAsterisk
            error={missingSource ? t('actions.channelRequired') : undefined}
            searchable
          />
          <DateField
            label={t('actions.date')}
            value={date}
            max={localToday()}
            onChange={(value) => setDate(value ?? '')}
            withAsterisk
            error={missingDate ? t('actions.dateRequired') : undefined}
          />
          <Textarea
            label={t('actions.details')}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(conversionType === 'candidate' ? 'actions.makeCandidate' : 'actions.enrol')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
