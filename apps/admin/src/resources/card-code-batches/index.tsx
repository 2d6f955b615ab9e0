// Card-code batches: issue (the codes and their CSV offered once), list and show their usage.
import StyleIcon from '@mui/icons-material/Style';
import { lazy } from 'react';

const CardCodeBatchList = lazy(() => import('./card-code-batch-list'));
const CardCodeBatchShow = lazy(() => import('./card-code-batch-show'));
const CardCodeBatchCreate = lazy(() => import('./card-code-batch-create'));

export const cardCodeBatches = {
  name: 'card-code-batches',
  list: <CardCodeBatchList />,
  show: <CardCodeBatchShow />,
  create: <CardCodeBatchCreate />,
  icon: StyleIcon,
};
