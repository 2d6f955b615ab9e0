// Card-code batches: issue (the codes and their CSV offered once), list and show their usage.
import StyleIcon from '@mui/icons-material/Style';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { cardCodeBatchMessages } from './messages';

const CardCodeBatchList = lazy(() => import('./card-code-batch-list'));
const CardCodeBatchShow = lazy(() => import('./card-code-batch-show'));
const CardCodeBatchCreate = lazy(() => import('./card-code-batch-create'));

export const cardCodeBatches: ConsoleFeature = {
  resources: [
    {
      name: 'card-code-batches',
      list: CardCodeBatchList,
      show: CardCodeBatchShow,
      create: CardCodeBatchCreate,
      icon: StyleIcon,
      // The role matrix calls it card-codes (the API's staff permissions).
      permission: 'card-codes',
      menu: 'app.menu.payments',
    },
  ],
  messages: [cardCodeBatchMessages],
};
