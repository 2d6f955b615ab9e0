import { useParams } from 'react-router';
import { HelpArticleView } from '@/features/help/components/help-article';

export function HelpArticleRoute() {
  const { id = '' } = useParams();
  return <HelpArticleView key={id} id={id} />;
}
