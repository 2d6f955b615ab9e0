// The reports context's public API: its module (the dashboard at GET /admin/api/reports/summary and
// /reports/economy, the welfare payouts at GET /admin/api/welfare-payouts).
export { ReportsModule } from './reports.module';
