// Box battles (read only: they run themselves): list and show with every draw and the raw events.
import SportsMmaIcon from '@mui/icons-material/SportsMma';
import { lazy } from 'react';

const pages = () => import('./battle-pages');
const BattleList = lazy(() => pages().then((m) => ({ default: m.BattleList })));
const BattleShow = lazy(() => pages().then((m) => ({ default: m.BattleShow })));

export const battles = {
  name: 'battles',
  list: <BattleList />,
  show: <BattleShow />,
  icon: SportsMmaIcon,
  recordRepresentation: 'id',
};
