// Help articles (zh and en), the user agreement and privacy terms among them.
import HelpIcon from '@mui/icons-material/HelpCenter';
import { lazy } from 'react';

const pages = () => import('./help-article-pages');
const HelpArticleList = lazy(() => pages().then((m) => ({ default: m.HelpArticleList })));
const HelpArticleShow = lazy(() => pages().then((m) => ({ default: m.HelpArticleShow })));
const HelpArticleEdit = lazy(() => pages().then((m) => ({ default: m.HelpArticleEdit })));
const HelpArticleCreate = lazy(() => pages().then((m) => ({ default: m.HelpArticleCreate })));

export const helpArticles = {
  name: 'help-articles',
  list: <HelpArticleList />,
  show: <HelpArticleShow />,
  edit: <HelpArticleEdit />,
  create: <HelpArticleCreate />,
  icon: HelpIcon,
  recordRepresentation: 'title_en',
};
