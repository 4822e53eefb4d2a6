import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { saveJsonFile } from '../../../lib/save-json-file';
import { useOwnDataExport } from '../api/profile-api';
import { MyDataView } from './my-data-view';

/**
 * 'Your data' in the settings (issue 26; LGPD art. 18–19, GDPR art. 15, 20): everything about the person at once,
 * as a JSON file to take away and as a readable page. Nothing is fetched until they ask.
 */
export function MyDataCard() {
  const { t } = useTranslation('profile');
  const [asked, setAsked] = useState<'view' | 'download' | null>(null);
  const [shown, setShown] = useState(false);
  const data = useOwnDataExport(asked !== null);

  const download = async () => {
    setAsked('download');
    try {
      const answer = data.data ?? (await data.refetch({ throwOnError: true })).data;
      if (answer) saveJsonFile(answer, `mosaico-my-data-${answer.generatedAt.slice(0, 10)}.json`);
    } catch (error) {
      notifyError(errorMessage(error, t('myData.failed')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-data-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-data-title">
          {t('myData.title')}
        </Title>
        <Text>{t('myData.intro')}</Text>
        <Group>
          <Button onClick={download} loading={asked === 'download' && data.isFetching}>
            {t('myData.download')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setAsked((current) => current ?? 'view');
              setShown((current) => !current);
            }}
            aria-expanded={shown}
          >
            {shown ? t('myData.hide') : t('myData.show')}
          </Button>
        </Group>
        {shown ? (
          data.isPending ? (
            <Skeleton height={160} role="status" aria-busy="true" aria-label={t('loading')} />
          ) : data.isError ? (
            <Alert color="red">{errorMessage(data.error, t('myData.failed'))}</Alert>
          ) : (
            <MyDataView data={data.data} />
          )
        ) : null}
      </Stack>
    </Card>
  );
}
