// /active/help/:id: one article (2: the user agreement, 3: the privacy terms). Paragraphs are
// separated by blank lines in the body; it is shown as text, never as HTML.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHelp } from '../api/get-help';

export function HelpArticleView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('help');
  const help = useHelp(id);
  if (help.isPending) return <Spinner />;
  if (!help.data) {
    return (
      <EmptyState>
        {t('notFound')} <Link to={paths.helps.getHref()}>{t('back')}</Link>
      </EmptyState>
    );
  }
  return (
    <article className="panel help-article">
      <h1 className="page-title">{help.data.title}</h1>
      <p className="muted small">
        {t('updated', { date: new Date(help.data.updated_at).toLocaleDateString(i18n.language) })}
      </p>
      {help.data.body.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p>
        <Link to={paths.helps.getHref()}>{t('back')}</Link>
      </p>
    </article>
  );
}
