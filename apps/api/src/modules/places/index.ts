// What the places module offers other modules (the gazetteer look-ups).
export { findPlace, searchPlaces } from './places.service';
