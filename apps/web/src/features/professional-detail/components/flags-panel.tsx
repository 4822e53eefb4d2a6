// STUB: replaced at merge by FLAGS task
import type { JSX } from 'react';

export function FlagsPanel(props: { professionalId: string; deleted?: boolean }): JSX.Element {
  return <div data-stub="flags-panel" data-professional={props.professionalId} />;
}
