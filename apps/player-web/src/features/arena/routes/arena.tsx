// /002-mysteryBox : the arena — open battles (live), ended ones, the player's own, the rankings and
// the lucky lists; like every page it opens scrolled to the top (spec section 2: layout's navigation effects).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArenaChannel } from '../arena-channel';
import { BattleList } from '../components/battle-list';
import { LuckLists, Rankings } from '../components/rankings';
import { arenaPaths } from '../paths';
import '../arena.css';

const TABS = ['open', 'history', 'mine', 'ranking', 'luck'] as const;
type Tab = (typeof TABS)[number];

export function ArenaRoute() {
  const { t } = useTranslation('arena');
  const [tab, setTab] = useState<Tab>('open');
  useArenaChannel();
  return (
    <div className="arena">
      <header className="arena__head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <Link to={arenaPaths.createBattle.getHref()} className="button" data-testid="create-battle">
          {t('create')}
        </Link>
      </header>
      <div className="tabs" role="tablist">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      {tab === 'open' && <BattleList kind="open" />}
      {tab === 'history' && <BattleList kind="history" />}
      {tab === 'mine' && <BattleList kind="mine" />}
      {tab === 'ranking' && <Rankings />}
      {tab === 'luck' && <LuckLists />}
    </div>
  );
}
