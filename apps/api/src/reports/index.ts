// The reports context's public API: its module (the dashboard at GET /admin/api/reports/summary).
export { ReportsModule } from './reports.module';
