import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** A same-origin link opens inside the app (client-side); others open in a new tab. */
function renderLink(url: string, key: number): ReactNode {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin === window.location.origin) {
    return (
      <Anchor
        key={key}
        underline="always"
        component={Link}
        to={`${parsed.pathname}${parsed.search}${parsed.hash}`}
      >
        {url}
      </Anchor>
    );
  }
  return (
    <Anchor key={key} underline="always" href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Anchor>
  );
}

/** The message's plain text with its links clickable. */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(<Fragment key={`t${index}`}>{text.slice(last, start)}</Fragment>);
    // Sentence punctuation right after a link is not part of it (as the API's own link extraction reads it).
    const url = match[0].replace(/[.,;:!?]+$/, '');
    parts.push(renderLink(url, index));
    last = start + url.length;
    index += 1;
  }
  if (last < text.length) parts.push(<Fragment key="rest">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
