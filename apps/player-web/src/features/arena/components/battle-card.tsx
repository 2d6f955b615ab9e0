// One battle in a list: its boxes, entry price, seats with avatars, mode and status (a drawn battle
// reads in progress while its show runs, as on its page); a link to its battleground (join or watch).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BattleResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { arenaPaths } from '../paths';
import { assetUrl } from '@/lib/asset-url';
import { cardStatus } from '../battle-timeline';

export function BattleCard({ battle }: { battle: BattleResponse }) {
  const { t } = useTranslation('arena');
  const taken = battle.seats.filter((seat) => seat.player_id || seat.robot).length;
  const status = cardStatus(battle, Date.now());
  return (
    <li className={`battle-card battle-card--${status}`} data-testid="battle-card" data-battle-id={battle.id}>
      <Link to={arenaPaths.battle.getHref({ id: battle.id })} className="battle-card__link">
        <div className="battle-card__head">
          <span className={`battle-card__mode battle-card__mode--${battle.mode}`}>{t(`mode.${battle.mode}`)}</span>
          <span className="battle-card__status">{t(`status.${status}`)}</span>
        </div>
        <ul className="battle-card__boxes" aria-label={t('card.boxes', { count: battle.boxes.length })}>
          {battle.boxes.map((box, index) => (
            <li key={`${box.id}-${index}`} title={box.name}>
              <img src={assetUrl(box.cover)} alt={box.name} />
            </li>
          ))}
        </ul>
        <div className="battle-card__foot">
          <span className="battle-card__seats">
            {battle.seats.map((seat) => (
              <span
                key={seat.seat}
                className={`seat-dot ${seat.player_id || seat.robot ? 'seat-dot--taken' : ''} ${seat.robot ? 'seat-dot--robot' : ''}`}
                title={seat.name || t('ground.empty')}
              />
            ))}
            {t('card.seats', { taken, total: battle.seats_total })}
          </span>
          <span className="battle-card__price">
            {t('card.price')} <CoinAmount value={battle.price} />
          </span>
          <span className="button button--small">
            {battle.status === 0 && taken < battle.seats_total ? t('card.join') : t('card.watch')}
          </span>
        </div>
      </Link>
    </li>
  );
}
