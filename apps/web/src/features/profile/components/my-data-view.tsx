import { Anchor, Badge, List, Stack, Table, Text, Title } from '@mantine/core';
import { currentStage, type DataExport } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download-file';
import { notifyError } from '../../../lib/notify';

/** Recruiters' notes are sanitised rich text: read here as plain text (React escapes whatever is left). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** One titled part of the readable export. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The data export read as a page (LGPD art. 19: a clear, complete answer): who the person is to us, where the data
 * came from, their applications with the stage reached, the evaluations recruiters wrote, the consent they gave,
 * their files (each downloadable), and every place that keeps data about them and why. The JSON holds the same.
 */
export function MyDataView({ data }: { data: DataExport }) {
  const { t, i18n } = useTranslation('profile');
  const day = (iso: string) => formatDate(new Date(iso), i18n.language);
  const { profile } = data;
  const none = <Text c="dimmed">{t('myData.none')}</Text>;
  const contacts = profile.contato?.lista ?? [];
  return (
    <Stack gap="lg" data-testid="my-data-view">
      <Part title={t('myData.profile')}>
        <List spacing={4}>
          <List.Item>
            {t('myData.name', { name: `${profile.firstName} ${profile.lastName}`.trim() })}
          </List.Item>
          <List.Item>{t('myData.email', { email: profile.email })}</List.Item>
          {contacts.map((contact) => (
            <List.Item key={`${contact.tipo}-${contact.contato}`}>
              {t('myData.phone', { phone: contact.contato })}
            </List.Item>
          ))}
          {profile.dadosPessoais?.geolocation?.formatted_address ? (
            <List.Item>
              {t('myData.address', { address: profile.dadosPessoais.geolocation.formatted_address })}
            </List.Item>
          ) : null}
        </List>
      </Part>
      <Part title={t('myData.origin')}>
        <Text>{t(`myData.originKind.${data.origin.kind}`, { date: day(data.origin.registeredAt) })}</Text>
        {data.origin.indicadoPor ? (
          <Text>{t('myData.referredBy', { name: data.origin.indicadoPor })}</Text>
        ) : null}
      </Part>
      <Part title={t('myData.applications')}>
        {data.applications.length === 0 ? (
          none
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('myData.opportunity')}</Table.Th>
                  <Table.Th>{t('myData.since')}</Table.Th>
                  <Table.Th>{t('myData.stage')}</Table.Th>
                  <Table.Th>{t('myData.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.applications.map((application) => (
                  <Table.Tr key={application.opportunityId}>
                    <Table.Td>{application.opportunityTitle}</Table.Td>
                    <Table.Td>{day(application.createdAt)}</Table.Td>
                    <Table.Td>
                      {t('myData.stageOf', {
                        stage: currentStage(
                          application.steps as Array<{ key: number; meetsTheRequirements?: number | null }>,
                        ),
                      })}
                    </Table.Td>
                    <Table.Td>{t(`myData.statuses.${application.statusCurrent}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Part>
      <Part title={t('myData.evaluations')}>
        {data.evaluations.length === 0
          ? none
          : data.evaluations.map((evaluation) => (
              <Stack key={`${evaluation.created}-${evaluation.type}`} gap={2}>
                <Text fw={600}>
                  {evaluation.type} · {day(evaluation.created)}
                  {evaluation.opportunityTitle ? ` · ${evaluation.opportunityTitle}` : ''} ·{' '}
                  {t('myData.grade', { grade: evaluation.result })}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{evaluation.conteudo}</Text>
              </Stack>
            ))}
      </Part>
      <Part title={t('myData.consent')}>
        {data.consent.length === 0
          ? none
          : data.consent.map((consent) => (
              <Text key={consent.at}>
                {t('myData.consentAccepted', {
                  date: day(consent.at),
                  until: consent.expiresAt ? day(consent.expiresAt) : '—',
                })}
              </Text>
            ))}
      </Part>
      <Part title={t('myData.files')}>
        {data.files.length === 0 ? (
          none
        ) : (
          <List spacing={4}>
            {data.files.map((file) => (
              <List.Item key={file.id}>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() =>
                    downloadFile(
                      `${API_BASE}${file.downloadPath.replace(/^\/api/, '')}`,
                      file.fileName,
                    ).catch(() => notifyError(t('myData.fileFailed')))
                  }
                >
                  {file.fileName}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  ({day(file.uploadedAt)})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part title={t('myData.recruiterRecords')}>
        {data.recruiterRecords.feed.length === 0 &&
        !data.recruiterRecords.talent &&
        !data.recruiterRecords.sheet
          ? none
          : null}
        {data.recruiterRecords.feed.map((event) => (
          <Text key={`${event.happenedAt}-${event.type}`}>
            {day(event.happenedAt)} · {event.type}
            {event.opportunityTitle ? ` · ${event.opportunityTitle}` : ''}
            {event.comment ? `: ${plainText(event.comment)}` : ''}
          </Text>
        ))}
        {data.recruiterRecords.talent ? (
          <Text>
            {t('myData.talent', {
              date: day(data.recruiterRecords.talent.enteredAt),
              group: data.recruiterRecords.talent.group ?? '—',
            })}
          </Text>
        ) : null}
        {data.recruiterRecords.sheet ? (
          <List spacing={2} size="sm" aria-label={t('myData.sheet')}>
            {Object.entries(data.recruiterRecords.sheet).map(([key, value]) => (
              <List.Item key={key}>
                {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Part>
      <Part title={t('myData.kept')}>
        <Text size="sm">{t('myData.keptIntro')}</Text>
        <List spacing="xs">
          {data.kept.map((kept) => (
            <List.Item key={kept.place}>
              <Text fw={600} span>
                {t(`myData.places.${kept.place}`, { defaultValue: kept.place })}
              </Text>{' '}
              {kept.kinds.map((kind) => (
                <Badge key={kind} variant="light" size="sm" mr={4}>
                  {t(`myData.kinds.${kind}`)}
                </Badge>
              ))}
              <Text size="sm">{t(`myData.why.${kept.place}`, { defaultValue: kept.purpose })}</Text>
            </List.Item>
          ))}
        </List>
      </Part>
    </Stack>
  );
}
