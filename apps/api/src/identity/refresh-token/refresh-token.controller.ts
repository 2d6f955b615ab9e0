import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenPairDto } from '../accounts/token-pair.dto';
import { SessionService } from '../auth/session.service';
import { RefreshTokenDto } from './refresh-token.dto';

@ApiTags('identity')
@Controller('api')
export class RefreshTokenController {
  constructor(private readonly sessions: SessionService) {}

  @Post('auth/refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Trade a refresh token for a new pair',
    description:
      'Refresh tokens are single-use: the old refresh token and the old access token stop working. Presenting an ' +
      'already used refresh token again ends the whole session (both tokens of the newest pair too): 401 REFRESH_TOKEN_INVALID.',
  })
  @ApiOkResponse({ type: TokenPairDto })
  refresh(@Body() body: RefreshTokenDto): Promise<TokenPairDto> {
    return this.sessions.refresh(body.refresh_token);
  }
}
