import { describe, expect, it } from 'vitest';
import { isLinkedInUrl, linkedinUrlSchema } from './linkedin';

describe('LinkedIn address (issue 21)', () => {
  it.each([
    'https://www.linkedin.com/in/x',
    'https://linkedin.com/in/x',
    'https://pt.linkedin.com/in/x',
    'https://br.linkedin.com/in/ana-souza-123/',
    ' https://WWW.LinkedIn.com/in/x ',
  ])('accepts %s', (value) => {
    expect(isLinkedInUrl(value)).toBe(true);
    expect(linkedinUrlSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'javascript://www.linkedin.com/%0aalert(1)',
    'http://www.linkedin.com/in/x',
    'https://evil.example/in/x',
    'https://linkedin.com.evil.example/in/x',
    'https://evillinkedin.com/in/x',
    'https://www.linkedin.com@evil.example/in/x',
    'https://user@www.linkedin.com/in/x',
    'https://www.linkedin.com:8443/in/x',
    'https://a.b.linkedin.com/in/x',
    'data:text/html,<script>alert(1)</script>',
    'www.linkedin.com/in/x',
    'https://www.linkedin.com/in/x\r\nSet-Cookie: a=b',
  ])('refuses %s', (value) => {
    expect(isLinkedInUrl(value)).toBe(false);
    expect(linkedinUrlSchema.safeParse(value).success).toBe(false);
  });

  it('lets an empty value through (it clears the field)', () => {
    expect(linkedinUrlSchema.safeParse('').success).toBe(true);
    expect(linkedinUrlSchema.safeParse('  ').success).toBe(true);
  });
});
