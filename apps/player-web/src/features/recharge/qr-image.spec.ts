import { describe, expect, it } from 'vitest';
import { isImageDataUrl, qrImageSrc } from './qr-image';

const svgOf = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe("an order's qr_url as a picture", () => {
  it('shows an image data URL (the sandbox) as it is', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(isImageDataUrl(png)).toBe(true);
    expect(await qrImageSrc(png)).toBe(png);
  });

  it("draws any other text (Alipay's qr_code, WeChat's code_url, a checkout URL) as an SVG QR code", async () => {
    for (const text of [
      'https://qr.alipay.com/bax08431ggsf',
      'weixin://wxpay/bizpayurl?pr=abc123',
      'https://checkout.stripe.com/c/pay/cs_1',
    ]) {
      expect(isImageDataUrl(text)).toBe(false);
      const src = await qrImageSrc(text);
      expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
      expect(svgOf(src)).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"[^>]*>.*<path [^>]*d="M/s);
    }
    // Different texts, different codes.
    expect(await qrImageSrc('https://a.example/1')).not.toBe(await qrImageSrc('https://a.example/2'));
  });

  it('does not take a data URL that is not an image for a picture', () => {
    expect(isImageDataUrl('data:text/html,<script>1</script>')).toBe(false);
  });
});
