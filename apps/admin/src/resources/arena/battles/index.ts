// Box battles (read only: they run themselves): list and show with every draw and the raw events.
import SportsMmaIcon from '@mui/icons-material/SportsMma';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./battle-pages'));

export const battles: ConsoleResource = {
  name: 'battles',
  list: page('BattleList'),
  show: page('BattleShow'),
  icon: SportsMmaIcon,
  recordRepresentation: 'id',
  menu: 'app.menu.arena',
};
