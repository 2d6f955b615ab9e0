// Test builders of the catalogue, for specs of any context (never imported by production code).
export { anItem, aBox } from './catalogue.builders';
export { aBoxOf } from './test-boxes';
