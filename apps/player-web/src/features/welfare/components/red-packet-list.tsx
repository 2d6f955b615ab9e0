// The red packets open now, each with its rule, what is left and a claim button (or what the player
// got); a campaign with a code is claimed in the code box.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedPacketResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { useClaimRedPacket, useRedPackets } from '../api/red-packets';

export function RedPacketList() {
  const { t, i18n } = useTranslation('welfare');
  const packets = useRedPackets();
  const [message, setMessage] = useState<{ id: string; ok: boolean; text: string } | null>(null);
  const claim = useClaimRedPacket((result) =>
    setMessage({ id: result.id, ok: true, text: t('redPackets.won', { amount: result.amount }) }),
  );
  const rule = (packet: RedPacketResponse) =>
    [
      t(packet.split === 'equal' ? 'redPackets.equal' : 'redPackets.random'),
      packet.audience === 'vip' ? t('redPackets.vip', { level: packet.min_vip }) : null,
      packet.audience === 'recharged' ? t('redPackets.recharged') : null,
      packet.needs_code ? t('redPackets.needsCode') : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section className="panel" aria-labelledby="welfare-red-title">
      <h2 id="welfare-red-title" className="section-title">
        {t('redPackets.title')}
      </h2>
      {packets.data?.length === 0 && <p className="muted">{t('redPackets.none')}</p>}
      <ul className="welfare-packets">
        {packets.data?.map((packet) => (
          <li key={packet.id} className="welfare-packet" data-testid="red-packet">
            <div className="welfare-packet__head">
              <strong>{packet.title}</strong>
              <CoinAmount value={packet.total} />
            </div>
            <p className="muted">{rule(packet)}</p>
            <p className="muted">
              {t('redPackets.left', { left: packet.left, count: packet.count })} ·{' '}
              {t('redPackets.ends', { time: new Date(packet.ends_at).toLocaleString(i18n.language) })}
            </p>
            {packet.claimed !== null ? (
              <p className="welfare-ok">{t('redPackets.claimed', { amount: packet.claimed })}</p>
            ) : (
              !packet.needs_code && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={claim.isPending || packet.left === 0}
                  onClick={() =>
                    claim.mutate(
                      { id: packet.id },
                      { onError: (error) => setMessage({ id: packet.id, ok: false, text: error.message }) },
                    )
                  }
                >
                  {t('redPackets.claim')}
                </button>
              )
            )}
            {message?.id === packet.id && (
              <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'welfare-ok' : 'welfare-error'}>
                {message.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
