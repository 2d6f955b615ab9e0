// Every namespace (one per feature, plus common and layout) in both languages.
import { arena } from '@/features/arena/locales';
import { auth } from '@/features/auth/locales';
import { backpack } from '@/features/backpack/locales';
import { boxes } from '@/features/boxes/locales';
import { contract } from '@/features/contract/locales';
import { fairness } from '@/features/fairness/locales';
import { help } from '@/features/help/locales';
import { history } from '@/features/history/locales';
import { ledger } from '@/features/ledger/locales';
import { liveFeed } from '@/features/live-feed/locales';
import { loyalty } from '@/features/loyalty/locales';
import { recharge } from '@/features/recharge/locales';
import { roll } from '@/features/roll/locales';
import { upgrade } from '@/features/upgrade/locales';
import { user } from '@/features/user/locales';
import { shop } from '@/features/shop/locales';
import { site } from '@/features/site/locales';
import { tasks } from '@/features/tasks/locales';
import { freeBoxes } from '@/features/free-boxes/locales';
import { welfare } from '@/features/welfare/locales';
import { responsibleGaming } from '@/features/responsible-gaming/locales';
import { common } from './common';
import { layout } from './layout';

const namespaces = {
  common,
  layout,
  arena,
  auth,
  backpack,
  boxes,
  contract,
  fairness,
  help,
  history,
  ledger,
  liveFeed,
  loyalty,
  recharge,
  roll,
  upgrade,
  user,
  shop,
  site,
  tasks,
  freeBoxes,
  welfare,
  responsibleGaming,
};

type Namespaces = typeof namespaces;

export const resources = {
  en: Object.fromEntries(Object.entries(namespaces).map(([name, ns]) => [name, ns.en])) as {
    [K in keyof Namespaces]: Namespaces[K]['en'];
  },
  zh: Object.fromEntries(Object.entries(namespaces).map(([name, ns]) => [name, ns.zh])) as {
    [K in keyof Namespaces]: Namespaces[K]['zh'];
  },
};
