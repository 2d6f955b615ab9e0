// The promotion levels a partner page lists, as GET /api/promote returns them: name, the invitees'
// total recharge from which it holds, its commission rate and description; the player's own marked.
import { useTranslation } from 'react-i18next';
import type { PromotionLevelResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';

export function LevelTable({ levels, current }: { levels: readonly PromotionLevelResponse[]; current: number }) {
  const { t } = useTranslation('partner');
  return (
    <div className="table-wrap">
      <table className="table" data-testid="partner-levels">
        <thead>
          <tr>
            <th scope="col">{t('levels.name')}</th>
            <th scope="col">{t('levels.threshold')}</th>
            <th scope="col">{t('levels.rebate')}</th>
            <th scope="col">{t('levels.description')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.level} aria-current={level.level === current ? 'true' : undefined}>
              <td>{level.name}</td>
              <td>
                <CoinAmount value={level.invite_total} />
              </td>
              <td>{level.rebate}%</td>
              <td>{level.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
