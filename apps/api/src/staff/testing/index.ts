// Test builders of the staff context, for specs of any context (never imported by production code).
//   const finance = await aStaffMember(testApp).withRole('finance').signIn(client);  // TOTP enrolled, both steps done
//   const rest = new AdminRest(client, finance.token): the console's react-admin calls.
export { aStaffMember, currentTotpCode, enrolTotp, staffSignIn, type TestStaff } from './test-staff';
export * from './admin-rest';
