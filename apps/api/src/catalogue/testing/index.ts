// Test builders of the catalogue, for specs of any context (never imported by production code).
export { anItem, aBox } from './catalogue.builders';
export { aBoxOf } from './test-boxes';
// The demo catalogue's boxes (e.g. to compare a reward with the cheapest box a player can open).
export { DEMO_BOXES } from '../demo/demo-catalogue';
