// The live drop bar of the home page: who just got what, from which box. The last 20 drops at load
// (GET /api/drops/recent), then each websocket `drop` prepended; each coloured by its rarity.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rarityColor, rarityName } from '@/components/ui/item-card';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { useRecentDrops } from '../api/get-recent-drops';
import { seedDrops, useDrops } from '../drop-store';
import '../live-feed.css';

export function DropFeed() {
  const { t, i18n } = useTranslation('liveFeed');
  const recent = useRecentDrops();
  const drops = useDrops();
  const zh = i18n.language === 'zh';
  useEffect(() => {
    if (recent.data) seedDrops(recent.data);
  }, [recent.data]);
  return (
    <section className="drop-feed" aria-labelledby="drop-feed-title">
      <h2 id="drop-feed-title" className="drop-feed__title">
        <span className="drop-feed__pulse" aria-hidden="true" />
        {t('title')}
      </h2>
      {drops.length === 0 ? (
        <p className="drop-feed__empty muted">{t('waiting')}</p>
      ) : (
        <ul className="drop-feed__list" data-testid="drop-feed">
          {drops.map((drop) => (
            <li
              key={`${drop.open_id}-${drop.item.id}-${drop.created_at}`}
              className="drop"
              data-rarity={drop.item.lv}
              style={{ ['--rarity' as string]: rarityColor(drop.item.lv) }}
            >
              <Link
                to={paths.history.getHref(
                  { id: drop.user.id },
                  { name: drop.user.name, avatar: drop.user.avatar || undefined },
                )}
                className="drop__link"
                title={t('drop', {
                  user: drop.user.name,
                  item: zh ? drop.item.name_zh : drop.item.name,
                  rarity: rarityName(drop.item.lv, i18n.language),
                  box: zh ? drop.box.name_zh : drop.box.name,
                })}
              >
                <img className="drop__cover" src={assetUrl(drop.item.cover)} alt="" />
                <span className="drop__item">{zh ? drop.item.name_zh : drop.item.name}</span>
                <span className="drop__user">{drop.user.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
