import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('route paths', () => {
  it('builds links with parameters and a query', () => {
    expect(paths.boxDetail.getHref({ id: 'sand storm' })).toBe('/active/sand%20storm');
    expect(paths.user.payment.getHref({}, { id: 'pkg-10', pay_way: 7 })).toBe('/user/Payment?id=pkg-10&pay_way=7');
    expect(paths.history.getHref({ id: 'u1' }, { name: 'Ann', avatar: undefined })).toBe('/history/u1?name=Ann');
  });

  it('keeps the spec paths as written', () => {
    expect(paths.vip.path).toBe('/002-Vip');
    expect(paths.taskCentre.path).toBe('/phoneTheFree');
    expect(paths.user.rechargeSheet.path).toBe('/user/rechargeSheet');
  });
});
