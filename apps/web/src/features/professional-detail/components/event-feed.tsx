// STUB: replaced at merge by FEED task
import type { JSX } from 'react';

export function EventFeed(props: { professionalId: string; deleted?: boolean }): JSX.Element {
  return <div data-stub="event-feed" data-professional={props.professionalId} />;
}
