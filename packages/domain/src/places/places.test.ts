import { describe, expect, it } from 'vitest';
import { placeAutocompleteQuerySchema } from './place-schemas';
import { distanceKm, normalizePlaceText, regionOf } from './places';

describe('places rules', () => {
  it('compares names without case or accents', () => {
    expect(normalizePlaceText('  São  Paulo ')).toBe('sao paulo');
    expect(normalizePlaceText('ÉVORA')).toBe('evora');
    expect(normalizePlaceText('Łódź')).toBe('lodz');
    expect(normalizePlaceText('Tromsø')).toBe('tromso');
  });

  it('measures great-circle distances in km', () => {
    const lisbon = { lat: 38.71667, lng: -9.13333 };
    const porto = { lat: 41.14961, lng: -8.61099 };
    const saoPaulo = { lat: -23.5475, lng: -46.63611 };
    expect(distanceKm(lisbon, lisbon)).toBe(0);
    expect(distanceKm(lisbon, porto)).toBeGreaterThan(270);
    expect(distanceKm(lisbon, porto)).toBeLessThan(280);
    expect(distanceKm(lisbon, saoPaulo)).toBeGreaterThan(7900);
    expect(distanceKm(lisbon, saoPaulo)).toBeLessThan(8000);
    expect(distanceKm(saoPaulo, lisbon)).toBeCloseTo(distanceKm(lisbon, saoPaulo), 9);
  });

  it('groups countries into the home page regions', () => {
    expect(regionOf('BR')).toBe('brazil');
    expect(regionOf('pt')).toBe('europe');
    expect(regionOf('GB')).toBe('europe');
    expect(regionOf('US')).toBe('northAmerica');
    expect(regionOf('CA')).toBe('northAmerica');
    expect(regionOf('AR')).toBe('other');
    expect(regionOf('JP')).toBe('other');
  });

  it('needs 3 letters to search', () => {
    expect(placeAutocompleteQuerySchema.safeParse({ q: 'sa' }).success).toBe(false);
    expect(placeAutocompleteQuerySchema.safeParse({ q: ' sa ' }).success).toBe(false);
    expect(placeAutocompleteQuerySchema.safeParse({ q: 'sao' }).success).toBe(true);
  });
});
