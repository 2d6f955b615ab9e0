// The API's version: apps/api/package.json, read once (same relative place from src/ and dist/).
import * as fs from 'node:fs';
import * as path from 'node:path';

let cached: string | undefined;

export function apiVersion(): string {
  cached ??= (
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return cached;
}
