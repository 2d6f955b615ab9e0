// The identity_uploads table: which player uploaded which avatar file (set_avatar accepts only those).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

@Injectable()
export class AvatarUploadRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async record(
    upload: { url: string; playerId: string; contentType: string; sizeBytes: number },
    now: Date,
  ): Promise<void> {
    await this.sql.query(
      `INSERT INTO identity_uploads (url, player_id, content_type, size_bytes, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [upload.url, upload.playerId, upload.contentType, upload.sizeBytes, now],
    );
  }

  async isUploadOf(url: string, playerId: string): Promise<boolean> {
    const { rows } = await this.sql.query(`SELECT 1 FROM identity_uploads WHERE url = $1 AND player_id = $2`, [
      url,
      playerId,
    ]);
    return rows.length > 0;
  }
}
