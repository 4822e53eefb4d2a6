import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links written by recruiters open in a new tab without giving it access to this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Drops scripts, event handlers, styles, forms and frames; keeps ordinary rich text. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'img',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

/** Rich text authored by recruiters (opportunity details), sanitised before it reaches the DOM. */
export function SafeHtml({ html, lang }: { html: string; lang?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above. */}
      <div lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
