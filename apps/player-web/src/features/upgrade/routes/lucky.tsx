// /002-lucky and /active/lucky/:id : the upgrade ("dream-chasing") page; the :id is the chosen
// target. The game picks the items to stake from the whole backpack itself (stake-picker.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { UpgradeItemResponse } from '@lootledger/contracts';
import { useUpgradeItems } from '../api/get-upgrade-items';
import { UpgradeGame } from '../components/upgrade-game';
import { upgradePaths } from '../paths';
import '../upgrade.css';

export function LuckyRoute() {
  const { t } = useTranslation('upgrade');
  const { id } = useParams();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<UpgradeItemResponse | null>(null);
  const linked = useUpgradeItems({ id }, 1);
  const target = picked ?? (id ? (linked.data?.data.find((item) => item.id === id) ?? null) : null);
  const choose = (item: UpgradeItemResponse) => {
    setPicked(item);
    void navigate(upgradePaths.luckyDetail.getHref({ id: item.id }), { replace: true });
  };
  return (
    <div className="upgrade">
      <header className="upgrade__header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <UpgradeGame target={target} onTargetChange={choose} />
    </div>
  );
}
