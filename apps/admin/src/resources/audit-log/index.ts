// The staff audit log (read-only).
import HistoryIcon from '@mui/icons-material/History';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { auditLogMessages } from './messages';

const page = lazyPages(() => import('./audit-log-pages'));
const AuditLogList = page('AuditLogList');
const AuditLogShow = page('AuditLogShow');

export const auditLog: ConsoleFeature = {
  resources: [
    {
      name: 'audit-log',
      list: AuditLogList,
      show: AuditLogShow,
      icon: HistoryIcon,
      menu: 'app.menu.staff',
    },
  ],
  messages: [auditLogMessages],
};
