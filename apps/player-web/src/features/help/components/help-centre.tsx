// /helps: the help articles by category.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpCategory } from '@lootledger/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHelps } from '../api/get-helps';

const CATEGORIES: HelpCategory[] = ['guide', 'payments', 'fairness', 'legal'];

export function HelpCentre() {
  const { t } = useTranslation('help');
  const helps = useHelps();
  return (
    <section className="panel help-centre" aria-labelledby="helps-title">
      <h1 id="helps-title" className="page-title">
        {t('title')}
      </h1>
      {helps.isPending ? (
        <Spinner />
      ) : !helps.data?.length ? (
        <EmptyState />
      ) : (
        CATEGORIES.map((category) => {
          const articles = helps.data.filter((article) => article.category === category);
          if (articles.length === 0) return null;
          return (
            <div key={category} className="help-centre__group">
              <h2 className="section-title">{t(`category.${category}`)}</h2>
              <ul className="link-list">
                {articles.map((article) => (
                  <li key={article.id}>
                    <Link to={paths.helpArticle.getHref({ id: article.id })}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
