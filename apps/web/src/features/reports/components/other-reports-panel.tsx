// STUB: replaced at merge by REPORTS-MORE
import type { JSX } from 'react';

export function OtherReportsPanel(): JSX.Element {
  return <div data-testid="other-reports-panel" />;
}
