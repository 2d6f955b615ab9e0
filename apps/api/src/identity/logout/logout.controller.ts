import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type PlayerRequest, PlayerAuthGuard } from '../../platform/auth';
import { SessionService } from '../auth/session.service';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class LogoutController {
  constructor(private readonly sessions: SessionService) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session: its access token and refresh token stop working at once' })
  async logout(@Req() request: PlayerRequest) {
    // The guard ran, so the session is known.
    await this.sessions.revokeSession(request.player!.sessionId);
    return respond(null, 'LOGGED_OUT');
  }
}
