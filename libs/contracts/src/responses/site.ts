// Response shape of GET /api/info (contract section 7): what the site says about itself.
import type { Language } from '../envelope';

export interface SiteInfoResponse {
  name: string;
  /** The API version. */
  version: string;
  languages: Language[];
  /** Players must be at least this old to register. */
  min_age: number;
  customer_service_url: string;
  /** The server clock (ISO-8601 UTC); clients sign with it. */
  server_time: string;
}
