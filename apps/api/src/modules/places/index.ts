// What the places module offers other modules (the gazetteer look-ups).
export { findPlace, preparePlaces, searchPlaces } from './places.service';
