// /002-roll : the ROLL rooms in two tabs, ongoing (soonest draw first) and ended, paged, each a card
// linking to its room; a button to create one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, parseAmount, type RollRoomResponse, type RollStatus } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { rollPaths } from '../paths';
import { assetUrl } from '@/lib/asset-url';
import { useRooms } from '../api/rooms';

function totalValue(room: RollRoomResponse): string {
  return formatAmount(room.prizes.reduce((sum, prize) => sum + (parseAmount(prize.bean) ?? 0n), 0n));
}

function RoomCard({ room }: { room: RollRoomResponse }) {
  const { t, i18n } = useTranslation('roll');
  return (
    <li>
      <Link className="roll-card panel" to={rollPaths.rollRoom.getHref({ id: room.id })} data-room-id={room.id}>
        <div className="roll-card__head">
          <strong className="roll-card__name">{room.name}</strong>
          {room.house && <span className="roll-card__tag">{t('card.house')}</span>}
          {room.has_password && <span className="roll-card__tag">{t('card.locked')}</span>}
        </div>
        <ul className="roll-card__prizes">
          {room.prizes.slice(0, 4).map((prize) => (
            <li key={prize.index}>
              <img src={assetUrl(prize.cover)} alt={prize.name} />
            </li>
          ))}
        </ul>
        <div className="roll-card__meta">
          <span>{t('card.prizes', { count: room.prizes.length })}</span>
          <span>{t('card.participants', { count: room.participants.length })}</span>
          <span>
            {t('card.value')} <CoinAmount value={totalValue(room)} />
          </span>
        </div>
        <div className="muted">
          {room.cancelled
            ? t('room.cancelled')
            : t('room.endsAt', { time: new Date(room.end_time).toLocaleString(i18n.language) })}
        </div>
      </Link>
    </li>
  );
}

export function RoomList() {
  const { t } = useTranslation('roll');
  const [status, setStatus] = useState<RollStatus>(0);
  const [page, setPage] = useState(1);
  const rooms = useRooms(status, page);
  const pages = rooms.data ? Math.max(1, Math.ceil(rooms.data.total / rooms.data.per_page)) : 1;
  return (
    <section className="roll">
      <header className="roll__head">
        <h1 className="page-title">{t('title')}</h1>
        <Link className="button" to={rollPaths.createRollRoom.getHref()} data-testid="create-room">
          {t('create')}
        </Link>
      </header>
      <p className="muted">{t('intro')}</p>
      <div className="tabs" role="tablist">
        {([0, 1] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            className={`tabs__tab${status === value ? ' tabs__tab--active' : ''}`}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {value === 0 ? t('tabs.ongoing') : t('tabs.ended')}
          </button>
        ))}
      </div>
      {rooms.isPending ? (
        <Spinner />
      ) : (rooms.data?.data.length ?? 0) === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="roll__grid">
          {rooms.data!.data.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="roll__pages">
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </nav>
      )}
    </section>
  );
}
