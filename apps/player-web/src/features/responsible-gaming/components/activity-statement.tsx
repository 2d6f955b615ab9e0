// The monthly activity statement (deposits, spend, winnings, net) from the ledger.
import { useTranslation } from 'react-i18next';
import type { ActivityMonthView } from '@lootledger/contracts';

export function ActivityStatementTable({ months }: { months: readonly ActivityMonthView[] }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className="panel rg-section" aria-labelledby="rg-statement-title">
      <h2 id="rg-statement-title" className="rg-section__title">
        {t('statement.title')}
      </h2>
      <div className="table-wrap">
        <table className="table" data-testid="rg-statement">
          <thead>
            <tr>
              <th scope="col">{t('statement.month')}</th>
              <th scope="col">{t('statement.deposits')}</th>
              <th scope="col">{t('statement.spend')}</th>
              <th scope="col">{t('statement.winnings')}</th>
              <th scope="col">{t('statement.net')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <td className="mono">{month.month}</td>
                <td>{month.deposits}</td>
                <td>{month.spend}</td>
                <td>{month.winnings}</td>
                <td className={month.net.startsWith('-') ? 'rg-negative' : undefined}>{month.net}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
