// The welfare centre's rules (finance or content): the sign-in day table and the random packet
// ranges, one record 'current'. Audited with before and after.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { welfareSentences } from './event-sentences';
import { welfareRuleMessages } from './messages';

const page = lazyPages(() => import('./welfare-rule-pages'));
const RulesList = page('WelfareRulesList');
const RulesEdit = page('WelfareRulesEdit');

export const welfareRules: ConsoleFeature = {
  resources: [
    {
      name: 'welfare-rules',
      list: RulesList,
      edit: RulesEdit,
      icon: EventAvailableIcon,
      recordRepresentation: 'id',
      menu: 'app.menu.welfare',
    },
  ],
  messages: [welfareRuleMessages],
  eventSentences: welfareSentences,
};
