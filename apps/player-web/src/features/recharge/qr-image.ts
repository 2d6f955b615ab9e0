// The picture of an order's qr_url: an image data URL (the sandbox) is shown as it is; anything else
// (Alipay's qr_code, WeChat Pay's code_url, a checkout URL) is the text to encode, drawn here as an
// SVG QR code. The encoder (qrcode) loads on first use only, outside the initial bundle.
/** Whether qr_url is already a picture. */
export function isImageDataUrl(qrUrl: string): boolean {
  return /^data:image\//i.test(qrUrl);
}

/** An <img> src for the order's qr_url. */
export async function qrImageSrc(qrUrl: string): Promise<string> {
  if (isImageDataUrl(qrUrl)) return qrUrl;
  const { toString } = await import('qrcode');
  const svg = await toString(qrUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
