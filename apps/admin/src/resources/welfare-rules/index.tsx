// The welfare centre's rules (finance or content): the sign-in day table and the random packet
// ranges, one record 'current'. Audited with before and after.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazy } from 'react';

const pages = () => import('./welfare-rule-pages');
const RulesList = lazy(() => pages().then((m) => ({ default: m.WelfareRulesList })));
const RulesEdit = lazy(() => pages().then((m) => ({ default: m.WelfareRulesEdit })));

export const welfareRules = {
  name: 'welfare-rules',
  list: <RulesList />,
  edit: <RulesEdit />,
  icon: EventAvailableIcon,
  recordRepresentation: 'id',
};
