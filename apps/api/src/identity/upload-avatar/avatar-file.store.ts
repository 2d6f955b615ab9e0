// Avatar files under DATA_DIR/uploads/avatars, named by 128 random bits (not guessable, no user input
// in the path), served back at /uploads/avatars/<file>.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { AvatarImage } from '../domain/avatar-image';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png)$/;

@Injectable()
export class AvatarFileStore {
  private readonly folder: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = path.join(config.dataDir, 'uploads', 'avatars');
  }

  /** Writes the file; returns its URL path. */
  async save(bytes: Buffer, image: AvatarImage): Promise<string> {
    await fs.mkdir(this.folder, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
    await fs.writeFile(path.join(this.folder, name), bytes, { flag: 'wx' });
    return AVATAR_URL_PREFIX + name;
  }

  async remove(url: string): Promise<void> {
    const name = url.slice(AVATAR_URL_PREFIX.length);
    if (FILE_NAME.test(name)) await fs.rm(path.join(this.folder, name), { force: true });
  }

  /** The file's bytes and type, or undefined for a name we never issued. */
  async read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!FILE_NAME.test(name)) return undefined;
    try {
      const bytes = await fs.readFile(path.join(this.folder, name));
      return { bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    } catch {
      return undefined;
    }
  }
}
