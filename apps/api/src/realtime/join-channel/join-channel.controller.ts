// POST /api/arena/join-channel {client_id}: the websocket connection with that client_id starts
// receiving arena.* pushes (battle created, joined, round, ended). Arena pushes are public, so any
// logged-in player may subscribe any connection; the client_id only says which socket.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlayerAuthGuard } from '../../platform/auth';
import { DomainError } from '../../platform/errors/domain-error';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { RealtimeHub } from '../hub/realtime-hub';
import { JoinChannelDto, JoinedChannelDto } from './join-channel.dto';

const WEBSOCKET_PROTOCOL = `
The websocket is \`/ws\` on the same port: JSON text frames \`{"type": ...}\`. The server sends
\`{"type":"connect","client_id"}\` first; the client answers \`{"type":"auth","token","nonce","time","app_id"}\`
(an empty token stays anonymous; a valid access token adds the player's own pushes and gets
\`{"type":"authenticated","player_id"}\`, an invalid one \`{"type":"error","error":"TOKEN_INVALID"}\`).
\`{"type":"ping"}\` every 10 s gets \`{"type":"pong"}\`; a connection silent for 30 s is closed (4008).
Pushes carry a version \`v\`: \`drop\` (everyone), \`arena.created|joined|round|ended\` (after this call),
\`balance\` (the authenticated player). Types: \`libs/contracts/src/realtime.ts\`.
404 CLIENT_NOT_FOUND when no open connection has that client_id.`.trim();

@ApiTags('realtime')
@ApiBearerAuth()
@Controller('api/arena')
@UseGuards(PlayerAuthGuard)
export class JoinChannelController {
  constructor(private readonly hub: RealtimeHub) {}

  @Post('join-channel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe a websocket connection to the arena channel', description: WEBSOCKET_PROTOCOL })
  @ApiEnvelope(JoinedChannelDto)
  async joinChannel(@Body() body: JoinChannelDto): Promise<JoinedChannelDto> {
    const channel = 'arena';
    if (!(await this.hub.subscribe(body.client_id, channel))) throw new DomainError('CLIENT_NOT_FOUND');
    return { client_id: body.client_id, channel };
  }
}
