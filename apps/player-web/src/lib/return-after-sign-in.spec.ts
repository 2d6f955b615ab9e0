// Returning after sign-in: only this site's own pages are returned to, once; the dialog closed
// without signing in forgets the page, and the login dialog opened from the header has none.
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, openAuthDialog } from './auth-dialog';
import { forgetReturn, rememberReturn, returnablePath, takeReturn } from './return-after-sign-in';

describe('the page to return to after signing in', () => {
  beforeEach(() => {
    forgetReturn();
    sessionStorage.clear();
  });

  it("returns to this site's pages with their query and hash", () => {
    expect(returnablePath('/recharge')).toBe('/recharge');
    expect(returnablePath('/user/Payment?id=7&pay_way=8')).toBe('/user/Payment?id=7&pay_way=8');
    expect(returnablePath('/active/outOfTheFree/fb-1#open')).toBe('/active/outOfTheFree/fb-1#open');
  });

  it('never returns to another site, home or the Steam return pages', () => {
    for (const value of [
      null,
      undefined,
      '',
      'recharge',
      'https://evil.example/recharge',
      '//evil.example/recharge',
      '/\\evil.example',
      '/user/info\n',
      '/',
      '/?page=2',
      '/steam/handle?openid.mode=id_res',
      '/steam/bind',
    ]) {
      expect(returnablePath(value)).toBeNull();
    }
  });

  it('gives the remembered page once', () => {
    rememberReturn('/002-Vip');
    expect(takeReturn()).toBe('/002-Vip');
    expect(takeReturn()).toBeNull();
  });

  it('keeps the latest page asked for, and forgets it when a later one is not returnable', () => {
    rememberReturn('/recharge');
    rememberReturn('/user/bill?status=4');
    expect(takeReturn()).toBe('/user/bill?status=4');
    rememberReturn('/recharge');
    rememberReturn('//evil.example');
    expect(takeReturn()).toBeNull();
  });

  it('survives a page load in the same tab (a Steam round trip), as session storage does', () => {
    rememberReturn('/phoneTheFree');
    expect(sessionStorage.getItem('return-after-sign-in')).toBe('/phoneTheFree');
    // A value someone else put there is checked on the way out too.
    sessionStorage.setItem('return-after-sign-in', '//evil.example');
    expect(takeReturn()).toBeNull();
  });

  it('forgets the page when the login dialog is closed without signing in', () => {
    rememberReturn('/recharge');
    openAuthDialog('login');
    closeAuthDialog();
    expect(takeReturn()).toBeNull();
  });

  it('keeps it while the player switches from logging in to registering', () => {
    rememberReturn('/recharge');
    openAuthDialog('login');
    openAuthDialog('register');
    expect(takeReturn()).toBe('/recharge');
    closeAuthDialog();
  });
});
