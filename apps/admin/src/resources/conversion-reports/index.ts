// First-recharge conversion reports: a read-only list of each report with its forwarding state to
// the configured endpoint (the API's forwarder alone moves it; docs/conversion-reports.md).
import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { conversionReportMessages } from './messages';

const ConversionReportList = lazy(() => import('./conversion-report-list'));

export const conversionReports: ConsoleFeature = {
  resources: [
    {
      name: 'conversion-reports',
      list: ConversionReportList,
      icon: CampaignIcon,
      menu: 'app.menu.payments',
    },
  ],
  messages: [conversionReportMessages],
};
