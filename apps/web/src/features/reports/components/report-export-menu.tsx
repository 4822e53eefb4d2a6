import { Button, Menu } from '@mantine/core';
import type { ReportKind } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadReportCsv, useSendReportEmail } from '../api/more-reports-api';

/**
 * 'Export' menu of a report (issue 25 item 6): the data CSV, the Excel CSV (in the screen's language) and the
 * report mailed to the signed-in recruiter. `query` is the report's filters as the export route takes them.
 */
export function ReportExportMenu(props: { report: ReportKind; query: Record<string, string> }) {
  const { t } = useTranslation('reports-more');
  const [busy, setBusy] = useState(false);
  const send = useSendReportEmail();

  const download = async (flavour: 'data' | 'excel') => {
    setBusy(true);
    try {
      await downloadReportCsv(props.report, flavour, props.query);
    } catch (error) {
      // 002 §8: on a report failure the server's message is shown.
      notifyError(errorMessage(error, t('export.failed')));
    } finally {
      setBusy(false);
    }
  };

  const mail = () =>
    send.mutate(
      { report: props.report, flavour: 'excel', filters: props.query },
      {
        onSuccess: () => notifySuccess(t('export.sent')),
        onError: (error) => notifyError(errorMessage(error, t('export.failed'))),
      },
    );

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy || send.isPending}>
          {t('export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('data')}>{t('export.data')}</Menu.Item>
        <Menu.Item onClick={() => void download('excel')}>{t('export.excel')}</Menu.Item>
        <Menu.Item onClick={mail}>{t('export.email')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
