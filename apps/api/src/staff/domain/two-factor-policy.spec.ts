import { STAFF_ROLES } from '../../platform/auth';
import { totpRequiredFor } from './two-factor-policy';

describe('totpRequiredFor', () => {
  it('requires TOTP of the roles that move money or items (admin, finance, support), not of content and auditor', () => {
    expect(STAFF_ROLES.filter((role) => totpRequiredFor(role))).toEqual(['admin', 'support', 'finance']);
  });
});
