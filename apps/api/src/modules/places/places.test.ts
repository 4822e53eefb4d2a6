import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { placeIdOf } from './gazetteer';
import { distanceKm, findPlace, regionOf, searchPlaces } from './places.service';

interface Prediction {
  place_id: string;
  formatted_address: string;
}

describe('places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const autocomplete = async (q: string, language = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url: `/api/places/autocomplete?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': language },
    });

  it('finds São Paulo from "sao", ignoring case and accents, first, as "City, State, Country"', async () => {
    const response = await autocomplete('sao');
    expect(response.statusCode).toBe(200);
    const { predictions } = response.json() as { predictions: Prediction[] };
    expect(predictions.length).toBeGreaterThan(0);
    expect(predictions.length).toBeLessThanOrEqual(10);
    expect(predictions[0]?.formatted_address).toBe('São Paulo, São Paulo, Brazil');
    const upper = (await autocomplete('SÃO PAU')).json() as { predictions: Prediction[] };
    expect(upper.predictions[0]?.place_id).toBe(predictions[0]?.place_id);
  });

  it('finds Lisbon from "lisb" and Porto from "porto", the Portuguese cities first', async () => {
    const lisbon = (await autocomplete('lisb')).json() as { predictions: Prediction[] };
    expect(lisbon.predictions[0]?.formatted_address).toBe('Lisbon, Lisbon, Portugal');
    const porto = (await autocomplete('porto')).json() as { predictions: Prediction[] };
    expect(porto.predictions[0]?.formatted_address).toBe('Porto, Porto, Portugal');
    expect(porto.predictions.map((item) => item.formatted_address)).toContain(
      'Porto Alegre, Rio Grande do Sul, Brazil',
    );
  });

  it('finds cities by their Portuguese names, the city itself first', () => {
    const first = (query: string) => searchPlaces(query, 3)[0]?.formatted_address;
    expect(first('Lisboa')).toBe('Lisbon, Lisbon, Portugal');
    expect(first('lisb')).toBe('Lisbon, Lisbon, Portugal');
    expect(first('Londres')).toBe('London, England, United Kingdom');
    expect(first('Munique')).toBe('Munich, Bavaria, Germany');
    expect(first('Nova York')).toBe('New York City, New York, United States');
    expect(first('nova iorque')).toBe('New York City, New York, United States');
    // Cities outside the major list are found by their Portuguese names too.
    expect(first('Florença')).toBe('Florence, Tuscany, Italy');
    expect(first('Colônia')).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(first('Filadélfia')).toBe('Philadelphia, Pennsylvania, United States');
    // The Brazilian towns named after Lisbon still come, after it.
    expect(searchPlaces('Lisboa', 3).map((place) => place.city)).toContain('João Lisboa');
  });

  it('puts an exact name before longer names starting the same way', async () => {
    const { predictions } = (await autocomplete('évora')).json() as { predictions: Prediction[] };
    expect(predictions[0]?.formatted_address).toMatch(/^Évora, /);
  });

  it('narrows by state or country after a comma and matches later words', async () => {
    const us = (await autocomplete('lisbon, ohio')).json() as { predictions: Prediction[] };
    expect(us.predictions[0]?.formatted_address).toBe('Lisbon, Ohio, United States');
    const york = (await autocomplete('new york')).json() as { predictions: Prediction[] };
    expect(york.predictions[0]?.formatted_address).toBe('New York City, New York, United States');
  });

  it('answers no predictions for a name that matches nothing', async () => {
    const response = await autocomplete('qqqzzzx');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictions: [] });
  });

  it('refuses fewer than 3 letters with 400 and a translated message', async () => {
    for (const q of ['', 'sa', '  s ']) {
      const response = await autocomplete(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PLACE_QUERY_TOO_SHORT' });
    }
    const portuguese = await autocomplete('sa', 'pt-BR');
    expect(portuguese.json().message).toBe('Digite as 3 primeiras letras da cidade.');
    expect((await t.app.inject({ method: 'GET', url: '/api/places/autocomplete' })).statusCode).toBe(400);
  });

  it('gives a place by its id with city, state, country, code and coordinates', async () => {
    const { predictions } = (await autocomplete('rio de jan')).json() as { predictions: Prediction[] };
    const id = predictions[0]?.place_id ?? '';
    const response = await t.app.inject({ method: 'GET', url: `/api/places/${id}` });
    expect(response.statusCode).toBe(200);
    const place = response.json();
    expect(place).toMatchObject({
      place_id: id,
      formatted_address: 'Rio de Janeiro, Rio de Janeiro, Brazil',
      city: 'Rio de Janeiro',
      state: 'Rio de Janeiro',
      country: 'Brazil',
      countryCode: 'BR',
    });
    expect(place.lat).toBeCloseTo(-22.9, 0);
    expect(place.lng).toBeCloseTo(-43.2, 0);
  });

  it('answers 404 PLACE_NOT_FOUND for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places/gn_doesnotexist00' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'Place not found.' });
  });

  it('derives ids from the data alone, so every instance and restart gives the same one', () => {
    const raw = { name: 'Lisbon', lat: '38.71667', lng: '-9.13333', country: 'PT', admin1: '14' };
    expect(placeIdOf(raw)).toBe(placeIdOf({ ...raw }));
    expect(placeIdOf(raw)).toMatch(/^gn_[A-Za-z0-9_-]{16}$/);
    expect(placeIdOf({ ...raw, admin1: '13' })).not.toBe(placeIdOf(raw));
  });

  it('serves other modules: findPlace, searchPlaces, distanceKm, regionOf', () => {
    const [lisbon] = searchPlaces('lisbon');
    const [porto] = searchPlaces('porto');
    if (!lisbon || !porto) throw new Error('missing places');
    expect(findPlace(lisbon.place_id)).toEqual(lisbon);
    expect(findPlace('gn_nothinghere000')).toBeUndefined();
    expect(distanceKm(lisbon, porto)).toBeGreaterThan(250);
    expect(distanceKm(lisbon, porto)).toBeLessThan(300);
    expect(regionOf(lisbon.countryCode)).toBe('europe');
    expect(regionOf(porto.countryCode)).toBe('europe');
  });
});
