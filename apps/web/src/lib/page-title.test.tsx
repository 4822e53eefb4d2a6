import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title';

describe('page title', () => {
  it('reads "<screen> · Mosaico", or Mosaico alone without a screen title', () => {
    expect(pageTitle('Sign in')).toBe('Sign in · Mosaico');
    expect(pageTitle('  Entrar ')).toBe('Entrar · Mosaico');
    expect(pageTitle(null)).toBe('Mosaico');
    expect(pageTitle('')).toBe('Mosaico');
  });

  it('sets the document title and follows a new title', () => {
    const { rerender } = renderHook(({ title }: { title: string | null }) => usePageTitle(title), {
      initialProps: { title: 'Sign in' as string | null },
    });
    expect(document.title).toBe('Sign in · Mosaico');
    rerender({ title: 'Entrar' });
    expect(document.title).toBe('Entrar · Mosaico');
    rerender({ title: null });
    expect(document.title).toBe('Mosaico');
  });
});
