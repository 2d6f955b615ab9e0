// The sandbox trade service's own endpoints (mounted only with TRADE_PROVIDER=sandbox), plain JSON
// like /sandbox/sms, for developers, demos and tests:
//   GET  /sandbox/trade/offers?bill_id=            the offers (of one bill), newest first
//   POST /sandbox/trade/offers/{offerId}/accept    the player accepts it now
//   POST /sandbox/trade/offers/{offerId}/decline   the player declines it now (?reason= to name another reason)
// Forcing an offer that already settled otherwise answers 409 TRADE_OFFER_SETTLED; an unknown offer 404.
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { SandboxTradeProvider, type SandboxTradeOfferView } from './sandbox-trade.provider';
import { TradeOfferNotFoundError } from './trade-provider.port';

export interface SandboxTradeOfferJson {
  offer_id: string;
  bill_id: string;
  state: string;
  reason: string | null;
  trade_url: string;
  items: { hash_name: string; name: string; value: string }[];
  created_at: string;
  send_at: string;
  settle_at: string;
  updated_at: string;
}

const REASON = /^[a-z0-9_]{1,64}$/;

@ApiExcludeController()
@Controller('sandbox/trade')
export class SandboxTradeController {
  constructor(private readonly provider: SandboxTradeProvider) {}

  @Get('offers')
  async offers(@Query('bill_id') billId?: string): Promise<SandboxTradeOfferJson[]> {
    const offers = await this.provider.list(typeof billId === 'string' && billId !== '' ? { billId } : {});
    return offers.map(toJson);
  }

  @Post('offers/:offerId/accept')
  @HttpCode(200)
  accept(@Param('offerId') offerId: string): Promise<SandboxTradeOfferJson> {
    return this.force(offerId, 'accepted');
  }

  @Post('offers/:offerId/decline')
  @HttpCode(200)
  decline(@Param('offerId') offerId: string, @Query('reason') reason?: string): Promise<SandboxTradeOfferJson> {
    if (reason !== undefined && (typeof reason !== 'string' || !REASON.test(reason)))
      throw new DomainError('BAD_REQUEST');
    return this.force(offerId, 'declined', reason);
  }

  private async force(
    offerId: string,
    outcome: 'accepted' | 'declined',
    reason?: string,
  ): Promise<SandboxTradeOfferJson> {
    try {
      const offer = await this.provider.forceOutcome(offerId, outcome, reason);
      if (offer.state !== outcome) throw new DomainError('TRADE_OFFER_SETTLED', {}, toJson(offer));
      return toJson(offer);
    } catch (error) {
      if (error instanceof TradeOfferNotFoundError) throw new DomainError('NOT_FOUND');
      throw error;
    }
  }
}

function toJson(offer: SandboxTradeOfferView): SandboxTradeOfferJson {
  return {
    offer_id: offer.offerId,
    bill_id: offer.billId,
    state: offer.state,
    reason: offer.reason ?? null,
    trade_url: offer.tradeUrl,
    items: offer.items.map((item) => ({ hash_name: item.hashName, name: item.name, value: formatAmount(item.value) })),
    created_at: offer.createdAt.toISOString(),
    send_at: offer.sendAt.toISOString(),
    settle_at: offer.settleAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
  };
}
