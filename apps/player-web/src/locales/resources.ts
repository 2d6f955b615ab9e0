// Every namespace (one per feature, plus common and layout) in both languages: the registered
// features' own (src/features/registry.ts) and those of the features the app still composes.
import { auth } from '@/features/auth/locales';
import { boxes } from '@/features/boxes/locales';
import { fairness } from '@/features/fairness/locales';
import { help } from '@/features/help/locales';
import { history } from '@/features/history/locales';
import { ledger } from '@/features/ledger/locales';
import { liveFeed } from '@/features/live-feed/locales';
import { loyalty } from '@/features/loyalty/locales';
import { recharge } from '@/features/recharge/locales';
import { user } from '@/features/user/locales';
import { site } from '@/features/site/locales';
import { tasks } from '@/features/tasks/locales';
import { freeBoxes } from '@/features/free-boxes/locales';
import { responsibleGaming } from '@/features/responsible-gaming/locales';
import { FEATURES } from '@/features/registry';
import { common } from './common';
import { layout } from './layout';
import type { Namespace } from './translation';

const namespaces: Record<string, Namespace<object>> = {
  common,
  layout,
  auth,
  boxes,
  fairness,
  help,
  history,
  ledger,
  liveFeed,
  loyalty,
  recharge,
  user,
  site,
  tasks,
  freeBoxes,
  responsibleGaming,
  ...Object.fromEntries(FEATURES.map((feature) => [feature.namespace, feature.messages])),
};

export const resources = {
  en: Object.fromEntries(Object.entries(namespaces).map(([name, ns]) => [name, ns.en])) as Record<string, object>,
  zh: Object.fromEntries(Object.entries(namespaces).map(([name, ns]) => [name, ns.zh])) as Record<string, object>,
};
