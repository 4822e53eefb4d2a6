// STUB: replaced at merge by REPORTS-MORE
import type { ReportKind } from '@mosaico/domain';
import type { JSX } from 'react';

export function ReportExportMenu(props: { report: ReportKind; query: Record<string, string> }): JSX.Element {
  return (
    <div
      data-testid="report-export-menu"
      data-report={props.report}
      data-query={JSON.stringify(props.query)}
    />
  );
}
