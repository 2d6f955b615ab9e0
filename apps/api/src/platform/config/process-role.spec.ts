// ROLE: all (the default), api or worker; anything else refuses to start, and so does a fleet role
// without the PostgreSQL database a fleet shares, or a worker the sandbox gateway could not notify from.
import { loadConfig, processRoleSetting, runsBackgroundWork, servesTraffic } from './app-config';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('ROLE', () => {
  it('defaults to all and accepts api and worker (any case)', () => {
    expect(processRoleSetting(undefined)).toBe('all');
    expect(processRoleSetting('')).toBe('all');
    expect(processRoleSetting('API')).toBe('api');
    expect(processRoleSetting(' worker ')).toBe('worker');
  });

  it('refuses anything else, naming the roles', () => {
    expect(() => processRoleSetting('both')).toThrow('ROLE=both: must be one of all, api, worker');
    expect(() => loadConfig({ ROLE: 'web' })).toThrow('ROLE=web');
  });

  it('says what each role runs', () => {
    expect([runsBackgroundWork({ role: 'all' }), servesTraffic({ role: 'all' })]).toEqual([true, true]);
    expect([runsBackgroundWork({ role: 'api' }), servesTraffic({ role: 'api' })]).toEqual([false, true]);
    expect([runsBackgroundWork({ role: 'worker' }), servesTraffic({ role: 'worker' })]).toEqual([true, false]);
  });

  it('needs PostgreSQL for api and worker, and PUBLIC_BASE_URL for a worker with the sandbox gateway', () => {
    expect(() => loadConfig({ ROLE: 'api' })).toThrow('ROLE=api needs DATABASE_URL');
    expect(loadConfig({ ROLE: 'api', DATABASE_URL }).role).toBe('api');
    expect(() => loadConfig({ ROLE: 'worker', DATABASE_URL })).toThrow('needs PUBLIC_BASE_URL');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL, PUBLIC_BASE_URL: 'http://127.0.0.1:8080' }).role).toBe('worker');
    expect(loadConfig({}).role).toBe('all');
  });
});

describe('DATABASE_POOL_SIZE (a fleet divides the server connections)', () => {
  it('is a positive integer, 16 when unset', () => {
    expect(loadConfig({}).databasePoolSize).toBe(16);
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE=0');
  });
});
