import { describe, expect, it } from 'vitest';
import {
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  feedCommentPreview,
  feedQuerySchema,
  saveFeedEventBodySchema,
} from './feed';

describe('feed comment preview (002 §5: 20 characters or more are cut)', () => {
  it('leaves 19 characters whole and cuts 20 or more, counting what the reader sees', () => {
    expect(feedCommentPreview('<p>1234567890123456789</p>')).toBeNull();
    expect(feedCommentPreview('<p>12345678901234567890</p>')).toBe('12345678901234567890…');
    expect(feedCommentPreview('<p>Ligou <strong>hoje</strong> sobre a vaga</p>')).toBe(
      'Ligou hoje sobre a v…',
    );
    expect(feedCommentPreview('<p>á&amp;b</p>')).toBeNull();
    expect(feedCommentPreview('')).toBeNull();
  });
});

describe('feed schemas', () => {
  it('pages 20 by default, at most 100', () => {
    expect(feedQuerySchema.parse({})).toEqual({ limit: FEED_PAGE_SIZE });
    expect(feedQuerySchema.parse({ limit: '5', before: 'e1' })).toEqual({ limit: 5, before: 'e1' });
    expect(feedQuerySchema.safeParse({ limit: String(FEED_PAGE_MAX + 1) }).success).toBe(false);
    expect(feedQuerySchema.safeParse({ before: 'a\nb' }).success).toBe(false);
  });

  it('takes the contract payload, with empty comment and attachments by default', () => {
    expect(saveFeedEventBodySchema.parse({ event: 't1', date: '2026-11-20' })).toEqual({
      event: 't1',
      date: '2026-11-20',
      comment: '',
      attachments: [],
      feedAttachments: [],
    });
    expect(saveFeedEventBodySchema.safeParse({ event: 't1', date: '20/11/2026' }).success).toBe(false);
    expect(saveFeedEventBodySchema.safeParse({ event: 't1', date: '2026-02-30x' }).success).toBe(false);
  });
});
