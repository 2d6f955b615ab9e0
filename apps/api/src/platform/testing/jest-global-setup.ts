// jest's global setup (jest.config.js): a folder for the run, named in the environment the workers
// inherit; the first app of the run makes the migrated template there (test-templates.ts).
import { createRunFolder } from './test-run';

export default function globalSetup(): void {
  createRunFolder();
}
