// Help articles (zh and en), the user agreement and privacy terms among them.
import HelpIcon from '@mui/icons-material/HelpCenter';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { helpArticleMessages } from './messages';

const page = lazyPages(() => import('./help-article-pages'));
const HelpArticleList = page('HelpArticleList');
const HelpArticleShow = page('HelpArticleShow');
const HelpArticleEdit = page('HelpArticleEdit');
const HelpArticleCreate = page('HelpArticleCreate');

export const helpArticles: ConsoleFeature = {
  resources: [
    {
      name: 'help-articles',
      list: HelpArticleList,
      show: HelpArticleShow,
      edit: HelpArticleEdit,
      create: HelpArticleCreate,
      icon: HelpIcon,
      recordRepresentation: 'title_en',
      menu: 'app.menu.content',
    },
  ],
  messages: [helpArticleMessages],
};
