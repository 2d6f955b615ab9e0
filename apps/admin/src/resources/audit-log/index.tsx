// The staff audit log (read-only).
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

const pages = () => import('./audit-log-pages');
const AuditLogList = lazy(() => pages().then((m) => ({ default: m.AuditLogList })));
const AuditLogShow = lazy(() => pages().then((m) => ({ default: m.AuditLogShow })));

export const auditLog = {
  name: 'audit-log',
  list: <AuditLogList />,
  show: <AuditLogShow />,
  icon: HistoryIcon,
};
