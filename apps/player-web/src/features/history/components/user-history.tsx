// /history/:id?name&avatar: a player's opened boxes (spec section 2: name and avatar come from the
// query string).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { useUserHistory } from '../api/get-user-history';

interface UserHistoryProps {
  userId: string;
  name: string | null;
  avatar: string | null;
}

export function UserHistory({ userId, name, avatar }: UserHistoryProps) {
  const { t, i18n } = useTranslation('history');
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  const rows = history.data?.data ?? [];
  return (
    <section className="panel" aria-labelledby="history-title">
      <header className="profile-head">
        {avatar ? (
          <img className="avatar avatar--large" src={assetUrl(avatar)} alt="" />
        ) : (
          <span className="avatar avatar--large avatar--placeholder" aria-hidden="true">
            {(name ?? '?').slice(0, 1)}
          </span>
        )}
        <h1 id="history-title" className="page-title">
          {t('title', { name: name ?? t('player') })}
        </h1>
      </header>
      {history.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="openings">
          {rows.map((opening) => (
            <li key={opening.open_id} className="opening" data-testid="opening">
              <Link to={paths.boxDetail.getHref({ id: opening.box.id })} className="opening__box">
                <img src={assetUrl(opening.box.cover)} alt="" />
                <span>{opening.box.name}</span>
                <CoinAmount value={opening.box.price} />
              </Link>
              <ul className="opening__items">
                {opening.items.map((item, index) => (
                  <li key={`${item.id}-${index}`}>
                    <ItemCard item={item} compact />
                  </li>
                ))}
              </ul>
              <time className="muted small" dateTime={opening.created_at}>
                {new Date(opening.created_at).toLocaleString(i18n.language)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {history.data && (
        <Pagination page={page} total={history.data.total} perPage={history.data.per_page} onChange={setPage} />
      )}
    </section>
  );
}
