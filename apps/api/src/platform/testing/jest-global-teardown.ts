// jest's global teardown: drops the run's template database and removes its folder (test-run.ts).
import { removeRunFolder } from './test-run';

export default function globalTeardown(): Promise<void> {
  return removeRunFolder();
}
