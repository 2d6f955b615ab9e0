// Finishes every reserved red-packet share: reacts to RedPacketShareReserved with the credit on the
// player's stream (the same command key as the claim's own credit, so a share is credited once
// whoever gets there first). A claim that crashed after reserving is paid on restart.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { EventSourcing, ProcessManager, systemContext } from '../../platform/event-sourcing';
import { RED_PACKET_PREFIX, type ShareReservedData } from './domain/red-packet';
import { RedPacketsService } from './red-packets.service';

export const RED_PACKET_CREDIT_PROCESS = 'loyalty.red-packet-credit';

@Injectable()
export class RedPacketCreditProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly redPackets: RedPacketsService,
  ) {
    super(eventSourcing, {
      name: RED_PACKET_CREDIT_PROCESS,
      reactsTo: ['RedPacketShareReserved'],
      pollIntervalMs: 2000,
    });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    if (!event.streamId.startsWith(RED_PACKET_PREFIX)) return;
    const campaignId = event.streamId.slice(RED_PACKET_PREFIX.length);
    await this.redPackets.credit(
      campaignId,
      event.data as unknown as ShareReservedData,
      systemContext(RED_PACKET_CREDIT_PROCESS, new Date(), event.eventId),
    );
  }
}
