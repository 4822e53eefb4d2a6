import { describe, expect, it } from 'vitest';
import { localizedAddress } from './place-names';

describe('localizedAddress', () => {
  it('writes the country, and major cities, in Portuguese', () => {
    expect(localizedAddress('São Paulo, São Paulo, Brazil', 'pt-BR')).toBe('São Paulo, São Paulo, Brasil');
    expect(localizedAddress('Lisbon, Lisbon, Portugal', 'pt-PT')).toBe('Lisboa, Lisboa, Portugal');
    expect(localizedAddress('New York City, New York, United States', 'pt-BR')).toBe(
      'Nova York, Nova York, Estados Unidos',
    );
    expect(localizedAddress('New York City, New York, United States', 'pt-PT')).toBe(
      'Nova Iorque, Nova Iorque, Estados Unidos',
    );
    expect(localizedAddress('Munich, Bavaria, Germany', 'pt-PT')).toBe('Munique, Baviera, Alemanha');
  });

  it('writes states and regions in Portuguese, per variant where they differ', () => {
    expect(localizedAddress('London, England, United Kingdom', 'pt-BR')).toBe(
      'Londres, Inglaterra, Reino Unido',
    );
    expect(localizedAddress('Barcelona, Catalonia, Spain', 'pt-PT')).toBe('Barcelona, Catalunha, Espanha');
    expect(localizedAddress('San Francisco, California, United States', 'pt-BR')).toBe(
      'San Francisco, Califórnia, Estados Unidos',
    );
    expect(localizedAddress('Brasília, Federal District, Brazil', 'pt-BR')).toBe(
      'Brasília, Distrito Federal, Brasil',
    );
    expect(localizedAddress('Ponta Delgada, Azores, Portugal', 'pt-PT')).toBe(
      'Ponta Delgada, Açores, Portugal',
    );
    expect(localizedAddress('Dresden, Saxony, Germany', 'pt-BR')).toBe('Dresden, Saxônia, Alemanha');
    expect(localizedAddress('Dresden, Saxony, Germany', 'pt-PT')).toBe('Dresden, Saxónia, Alemanha');
    // Portugal's districts are already Portuguese in the gazetteer and stay as they are.
    expect(localizedAddress('Setúbal, Setúbal, Portugal', 'pt-PT')).toBe('Setúbal, Setúbal, Portugal');
    // Georgia the US state (the country Georgia is the last part, translated by Intl.DisplayNames).
    expect(localizedAddress('Atlanta, Georgia, United States', 'pt-BR')).toBe(
      'Atlanta, Geórgia, Estados Unidos',
    );
    expect(localizedAddress('London, England, United Kingdom', 'en-US')).toBe(
      'London, England, United Kingdom',
    );
  });

  it('names more European and American cities in Portuguese', () => {
    expect(localizedAddress('Moscow, Moscow, Russia', 'pt-PT')).toBe('Moscovo, Moscovo, Rússia');
    expect(localizedAddress('Moscow, Moscow, Russia', 'pt-BR')).toBe('Moscou, Moscou, Rússia');
    expect(localizedAddress('Geneva, Geneva, Switzerland', 'pt-BR')).toBe('Genebra, Genebra, Suíça');
    expect(localizedAddress('Philadelphia, Pennsylvania, United States', 'pt-BR')).toBe(
      'Filadélfia, Pensilvânia, Estados Unidos',
    );
  });

  it('leaves English and addresses of another shape alone', () => {
    expect(localizedAddress('Lisbon, Lisbon, Portugal', 'en-US')).toBe('Lisbon, Lisbon, Portugal');
    expect(localizedAddress('Remote', 'pt-BR')).toBe('Remote');
    expect(localizedAddress('Somewhere, Atlantis', 'pt-BR')).toBe('Somewhere, Atlantis');
  });
});
