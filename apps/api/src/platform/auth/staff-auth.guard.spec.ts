// StaffAuthGuard and @Roles on tiny controllers declared here (not in production code), mounted in a
// Nest testing module over Fastify with the real exception filter; the session check is a fake.
import { Controller, Get, UseGuards, type INestApplication } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { ApiExceptionFilter } from '../errors/api-exception.filter';
import type { StaffRole } from './staff-role';
import type { AuthenticatedStaff } from './authenticated-staff';
import { CurrentStaff } from './current-staff.decorator';
import { AllowedBeforeTotpEnrolment, Roles } from './roles.decorator';
import { bearerToken, STAFF_SESSIONS, type StaffSessionVerifier } from './session-verifiers';
import { StaffAuthGuard } from './staff-auth.guard';

@Controller('admin/api/guard-test')
@UseGuards(StaffAuthGuard)
class AnyStaffController {
  @Get('whoami')
  whoami(@CurrentStaff() staff: AuthenticatedStaff) {
    return staff;
  }

  @Get('finance')
  @Roles('admin', 'finance')
  finance() {
    return 'money';
  }

  @Get('enrol')
  @AllowedBeforeTotpEnrolment()
  enrol() {
    return 'enrol';
  }
}

@Controller('admin/api/guard-test/content')
@UseGuards(StaffAuthGuard)
@Roles('content')
class ContentController {
  @Get()
  list() {
    return 'boxes';
  }

  @Get('support-only')
  @Roles('support')
  supportOnly() {
    return 'override';
  }
}

const TOKENS: Record<string, StaffRole> = {
  't-admin': 'admin',
  't-finance': 'finance',
  't-content': 'content',
  't-support': 'support',
  't-auditor': 'auditor',
};

/** An admin whose role requires TOTP and who has not enrolled yet. */
const UNENROLLED = 't-admin-unenrolled';

const fakeSessions: StaffSessionVerifier = {
  async verify(token: string) {
    if (token === UNENROLLED) {
      return {
        staffId: 'id-new',
        email: 'new@example.com',
        role: 'admin',
        sessionId: 's-new',
        totpEnrolmentRequired: true,
      };
    }
    const role = TOKENS[token];
    return (
      role && {
        staffId: `id-${role}`,
        email: `${role}@example.com`,
        role,
        sessionId: `s-${role}`,
        totpEnrolmentRequired: false,
      }
    );
  },
};

let app: NestFastifyApplication;

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({
    controllers: [AnyStaffController, ContentController],
    providers: [
      StaffAuthGuard,
      { provide: STAFF_SESSIONS, useValue: fakeSessions },
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
    ],
  }).compile();
  app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
afterAll(() => (app as INestApplication).close());

async function call(url: string, token?: string): Promise<{ status: number; error?: string; body: string }> {
  const response = await app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const body = response.body;
  const error = response.statusCode >= 400 ? (JSON.parse(body) as { error: string }).error : undefined;
  return { status: response.statusCode, error, body };
}

describe('StaffAuthGuard', () => {
  it('refuses a missing token (401 UNAUTHENTICATED) and an unknown one (401 TOKEN_INVALID)', async () => {
    expect(await call('/admin/api/guard-test/whoami')).toMatchObject({ status: 401, error: 'UNAUTHENTICATED' });
    expect(await call('/admin/api/guard-test/whoami', 'nope')).toMatchObject({ status: 401, error: 'TOKEN_INVALID' });
  });

  it('lets any signed-in staff member through a route without @Roles and hands it to @CurrentStaff', async () => {
    for (const token of Object.keys(TOKENS)) {
      const result = await call('/admin/api/guard-test/whoami', token);
      expect(result.status).toBe(200);
      expect(JSON.parse(result.body)).toEqual({
        staffId: `id-${TOKENS[token]}`,
        email: `${TOKENS[token]}@example.com`,
        role: TOKENS[token],
        sessionId: `s-${TOKENS[token]}`,
        totpEnrolmentRequired: false,
      });
    }
  });

  it('lets only the listed roles through a @Roles route (403 FORBIDDEN for the others)', async () => {
    expect((await call('/admin/api/guard-test/finance', 't-admin')).status).toBe(200);
    expect((await call('/admin/api/guard-test/finance', 't-finance')).status).toBe(200);
    for (const token of ['t-content', 't-support', 't-auditor']) {
      expect(await call('/admin/api/guard-test/finance', token)).toMatchObject({ status: 403, error: 'FORBIDDEN' });
    }
  });

  it('lets a member who must enrol TOTP through @AllowedBeforeTotpEnrolment routes only (403 TOTP_ENROLMENT_REQUIRED)', async () => {
    expect((await call('/admin/api/guard-test/enrol', UNENROLLED)).status).toBe(200);
    expect((await call('/admin/api/guard-test/enrol', 't-content')).status).toBe(200);
    for (const url of ['/admin/api/guard-test/whoami', '/admin/api/guard-test/finance']) {
      expect(await call(url, UNENROLLED)).toMatchObject({ status: 403, error: 'TOTP_ENROLMENT_REQUIRED' });
    }
  });

  it('checks authentication before the role (no token on a @Roles route is 401, not 403)', async () => {
    expect(await call('/admin/api/guard-test/finance')).toMatchObject({ status: 401, error: 'UNAUTHENTICATED' });
  });

  it('applies a class-level @Roles, and a route-level one overrides it', async () => {
    expect((await call('/admin/api/guard-test/content', 't-content')).status).toBe(200);
    expect(await call('/admin/api/guard-test/content', 't-admin')).toMatchObject({ status: 403, error: 'FORBIDDEN' });
    expect((await call('/admin/api/guard-test/content/support-only', 't-support')).status).toBe(200);
    expect(await call('/admin/api/guard-test/content/support-only', 't-content')).toMatchObject({
      status: 403,
      error: 'FORBIDDEN',
    });
  });
});

describe('@Roles', () => {
  it('refuses an empty role list when the class is declared', () => {
    expect(() => Roles()).toThrow(/at least one role/);
  });
});

describe('bearerToken', () => {
  it('reads a Bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
  });
});
