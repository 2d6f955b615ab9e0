// CONVERSION_REPORT_URL and CONVERSION_REPORT_SECRET as the app reads them at start.
import { conversionReportEndpoint } from './conversion-report-endpoint';
import { idempotencyKeyOf, promotionIdOf, signatureOf } from './conversion-report.request';

const settings = (providerEnv: Record<string, string>) => conversionReportEndpoint({ providerEnv });

describe('the conversion report endpoint setting', () => {
  it('is off without CONVERSION_REPORT_URL (unset or blank)', () => {
    expect(settings({})).toBeNull();
    expect(settings({ CONVERSION_REPORT_URL: '  ', CONVERSION_REPORT_SECRET: 'k' })).toBeNull();
  });

  it('takes an http(s) URL, with the secret when one is given', () => {
    expect(settings({ CONVERSION_REPORT_URL: 'https://ads.example/conv' })).toEqual({
      url: 'https://ads.example/conv',
    });
    expect(settings({ CONVERSION_REPORT_URL: ' http://10.0.0.5:8080/c ', CONVERSION_REPORT_SECRET: ' s3 ' })).toEqual({
      url: 'http://10.0.0.5:8080/c',
      secret: 's3',
    });
  });

  it('refuses to start with a URL that is not http(s), naming the variable', () => {
    expect(() => settings({ CONVERSION_REPORT_URL: 'ads.example/conv' })).toThrow(/^CONVERSION_REPORT_URL=/);
    expect(() => settings({ CONVERSION_REPORT_URL: 'ftp://ads.example/conv' })).toThrow(/CONVERSION_REPORT_URL.*http/);
  });
});

describe('a forwarded report', () => {
  it('names the promotion id of its landing URL (bd_vid, else promotion_id)', () => {
    expect(promotionIdOf('https://l.example/?bd_vid=a&promotion_id=b')).toBe('a');
    expect(promotionIdOf('https://l.example/x?promotion_id=b')).toBe('b');
    expect(promotionIdOf('https://l.example/')).toBeNull();
    expect(promotionIdOf('not a url')).toBeNull();
  });

  it('is keyed by its id and signed with the hex HMAC-SHA256 of its body', () => {
    expect(idempotencyKeyOf('42')).toBe('conversion-report-42');
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signatureOf('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
