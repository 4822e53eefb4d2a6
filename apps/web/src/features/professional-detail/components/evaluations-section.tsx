// STUB: replaced at merge by EVALUATIONS task
import type { JSX } from 'react';

export function EvaluationsSection(props: {
  professionalId: string;
  displayName: string;
  deleted?: boolean;
}): JSX.Element {
  return <div data-stub="evaluations-section" data-professional={props.professionalId} />;
}
