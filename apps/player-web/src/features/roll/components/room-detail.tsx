// /active/rollHome/:id : a room — its prizes (with their winners once drawn), participants in join
// order, a countdown to the draw, joining (a password dialog for a locked room), the seeds, and
// "verify this draw" recomputing the winners in the browser with libs/fairness.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollRoomResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Dialog } from '@/components/ui/dialog';
import { useMe } from '@/api/get-me';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getToken } from '@/lib/session';
import { useJoinRoom } from '../api/rooms';
import { verifyRoom } from '../verify';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3_600), Math.floor((total % 3_600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

export function RoomDetail({ room }: { room: RollRoomResponse }) {
  const { t, i18n } = useTranslation('roll');
  const me = useMe();
  const join = useJoinRoom();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const ongoing = room.status === 0;
  const now = useNow(ongoing);
  const left = new Date(room.end_time).getTime() - now;
  const myId = me.data?.id;
  const joined = room.participants.some((participant) => participant.player_id === myId);
  const names = new Map(room.participants.map((participant) => [participant.player_id, participant.name]));
  const won = room.prizes.filter((prize) => prize.winner_id !== null && prize.winner_id === myId).length;

  const submit = (given?: string) => {
    setError(null);
    join
      .mutateAsync({ id: room.id, password: given })
      .then(() => setAsking(false))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };

  return (
    <section className="roll-room" data-testid="roll-room" data-status={room.status}>
      <header className="roll-room__head panel">
        <h1 className="page-title">{room.name}</h1>
        {room.description && <p>{room.description}</p>}
        <p className="roll-room__status" data-testid="room-status">
          {room.cancelled
            ? t('room.cancelled')
            : !ongoing
              ? t('room.ended')
              : left > 0
                ? t('room.drawIn', { time: countdown(left) })
                : t('room.drawing')}
        </p>
        <p className="muted">{t('room.endsAt', { time: new Date(room.end_time).toLocaleString(i18n.language) })}</p>
        <ul className="roll-room__rules">
          {room.min_recharge !== '0.00' && (
            <li>
              {room.recharge_days === null
                ? t('room.minRecharge', { amount: room.min_recharge })
                : t('room.minRechargeWithin', { amount: room.min_recharge, days: room.recharge_days })}
            </li>
          )}
          {room.max_participants > 0 && <li>{t('room.maxParticipants', { count: room.max_participants })}</li>}
          {room.subordinates_only && <li>{t('room.subordinatesOnly')}</li>}
        </ul>
        {ongoing &&
          (joined ? (
            <p className="roll-room__joined" data-testid="room-joined">
              {t('room.joined')}
            </p>
          ) : room.creator_id !== myId || !myId ? (
            <button
              type="button"
              className="button"
              disabled={join.isPending}
              onClick={() =>
                !getToken() ? openAuthDialog('login') : room.has_password ? setAsking(true) : submit(undefined)
              }
            >
              {getToken() ? t('room.join') : t('room.loginFirst')}
            </button>
          ) : null)}
        {error && !asking && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {won > 0 && <p className="roll-room__won">{t('room.youWon', { count: won })}</p>}
      </header>

      <section className="panel">
        <h2>{t('room.prizes')}</h2>
        <ul className="roll-room__prizes">
          {room.prizes.map((prize) => (
            <li key={prize.index} className="roll-prize" data-testid="room-prize">
              <img src={assetUrl(prize.cover)} alt="" />
              <span className="roll-prize__name">{prize.name}</span>
              <CoinAmount value={prize.bean} />
              {!ongoing && !room.cancelled && (
                <span className="roll-prize__winner" data-testid="prize-winner">
                  {prize.winner_id
                    ? t('room.winner', { name: names.get(prize.winner_id) ?? prize.winner_id })
                    : t('room.undrawn')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="panel">
        <h2>
          {t('room.participants')} ({room.participants.length})
        </h2>
        {room.participants.length === 0 ? (
          <p className="muted">{t('room.noParticipants')}</p>
        ) : (
          <ol className="roll-room__participants" data-testid="room-participants">
            {room.participants.map((participant) => (
              <li key={participant.player_id}>{participant.name || participant.player_id.slice(0, 8)}</li>
            ))}
          </ol>
        )}
      </section>

      <section className="panel roll-room__seeds">
        <dl>
          <dt>{t('room.seedHash')}</dt>
          <dd className="mono">{room.server_seed_hash}</dd>
          {room.server_seed && (
            <>
              <dt>{t('room.seed')}</dt>
              <dd className="mono">{room.server_seed}</dd>
              <dt>{t('room.clientSeed')}</dt>
              <dd className="mono">{room.client_seed}</dd>
            </>
          )}
        </dl>
        {room.server_seed && room.client_seed && (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setVerified(verifyRoom(room)?.ok ?? false)}
            >
              {t('room.verify')}
            </button>
            {verified !== null && (
              <p data-testid="room-verdict" className={verified ? 'verdict verdict--ok' : 'verdict verdict--bad'}>
                {verified ? t('room.verified') : t('room.notVerified')}
              </p>
            )}
          </>
        )}
      </section>

      <Dialog open={asking} title={t('room.passwordTitle')} onClose={() => setAsking(false)} size="small">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(password);
          }}
        >
          <label className="field">
            <span>{t('room.password')}</span>
            <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t('room.cancel')}
            </button>
            <button type="submit" className="button" disabled={join.isPending}>
              {t('room.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
