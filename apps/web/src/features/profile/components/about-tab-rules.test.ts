import { describe, expect, it } from 'vitest';
import { type AboutDraft, aboutProblem } from './about-tab';

// Issue 21: the profile form refuses the LinkedIn addresses the API refuses, with its own translated message.
const draft = (linkedinUrl: string | null): AboutDraft =>
  ({
    description: null,
    linkedinUrl,
    opportunityType: { remote: false, hybrid: false, inPerson: false },
    hiringModel: { clt: false, pj: false, others: false },
    perfilUsuario: { pretensao: null, interestLocations: [], digomais: { lista: [] } },
  }) as unknown as AboutDraft;

describe('about tab: LinkedIn address (issue 21)', () => {
  it.each(['javascript:alert(1)', 'http://www.linkedin.com/in/x', 'https://evil.example/in/x'])(
    'refuses %s',
    (url) => {
      expect(aboutProblem(draft(url))).toBe('about.errors.linkedin');
    },
  );

  it.each([null, '', '  ', 'https://www.linkedin.com/in/x', 'https://pt.linkedin.com/in/x'])(
    'accepts %j',
    (url) => {
      expect(aboutProblem(draft(url))).toBeNull();
    },
  );
});
