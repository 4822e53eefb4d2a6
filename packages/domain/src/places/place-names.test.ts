import { describe, expect, it } from 'vitest';
import { localizedAddress } from './place-names';

describe('localizedAddress', () => {
  it('writes the country, and major cities, in Portuguese', () => {
    expect(localizedAddress('São Paulo, São Paulo, Brazil', 'pt-BR')).toBe('São Paulo, São Paulo, Brasil');
    expect(localizedAddress('Lisbon, Lisbon, Portugal', 'pt-PT')).toBe('Lisboa, Lisboa, Portugal');
    expect(localizedAddress('New York City, New York, United States', 'pt-BR')).toBe(
      'Nova York, New York, Estados Unidos',
    );
    expect(localizedAddress('New York City, New York, United States', 'pt-PT')).toBe(
      'Nova Iorque, New York, Estados Unidos',
    );
    expect(localizedAddress('Munich, Bavaria, Germany', 'pt-PT')).toBe('Munique, Bavaria, Alemanha');
  });

  it('leaves English and addresses of another shape alone', () => {
    expect(localizedAddress('Lisbon, Lisbon, Portugal', 'en-US')).toBe('Lisbon, Lisbon, Portugal');
    expect(localizedAddress('Remote', 'pt-BR')).toBe('Remote');
    expect(localizedAddress('Somewhere, Atlantis', 'pt-BR')).toBe('Somewhere, Atlantis');
  });
});
