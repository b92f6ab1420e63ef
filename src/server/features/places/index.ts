// What other features use of places: the gazetteer, distances and the place index (matching).
export { type GazetteerPlace, findNearestCounty, loadGazetteer } from './gazetteer';
export { haversineKm } from './geo';
export { MATCH, type PlaceIndex, createPlaceIndex } from './search';
export { ROAD_FACTOR, estimateRoute, journeyStops } from './route-distance';
