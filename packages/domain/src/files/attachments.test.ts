import { describe, expect, it } from 'vitest';
import { fileIdFromUrl, fileUrlOf, HR_ATTACHMENT_MARKER, isAddedByHr } from './attachments';

describe('file urls and attachments', () => {
  it('reads the file id back from a relative or absolute url', () => {
    const id = '0b7c5a3e-1111-4222-8333-944445555666';
    expect(fileIdFromUrl(fileUrlOf(id))).toBe(id);
    expect(fileIdFromUrl(`https://mosaico.example${fileUrlOf(id)}?x=1`)).toBe(id);
  });

  it('refuses urls that are not ours', () => {
    expect(fileIdFromUrl('https://cdn.filestack.com/abc')).toBeNull();
    expect(fileIdFromUrl('/api/documents/file/../../etc/passwd')).toBeNull();
    expect(fileIdFromUrl('/api/documents/file/')).toBeNull();
  });

  it('recognises the HR marker', () => {
    expect(isAddedByHr({ comment: HR_ATTACHMENT_MARKER })).toBe(true);
    expect(isAddedByHr({ comment: 'my english cv' })).toBe(false);
    expect(isAddedByHr({ comment: null })).toBe(false);
  });
});
