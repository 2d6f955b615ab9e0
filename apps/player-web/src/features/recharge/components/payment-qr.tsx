// The QR code of a placed order (desktop): the data URL the gateway gave, or the code drawn from the
// text it gave (qr-image.ts). Until it is drawn a placeholder keeps its place; if it cannot be drawn
// the "open the payment page" link beside it is the way to pay.
import { useEffect, useState } from 'react';
import { isImageDataUrl, qrImageSrc } from '../qr-image';

const SIZE_PX = 220;

export function PaymentQr({ qrUrl, alt }: { qrUrl: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ for: string; src: string | null } | null>(null);

  useEffect(() => {
    if (isImageDataUrl(qrUrl)) return;
    let current = true;
    qrImageSrc(qrUrl).then(
      (src) => current && setDrawn({ for: qrUrl, src }),
      () => current && setDrawn({ for: qrUrl, src: null }),
    );
    return () => {
      current = false;
    };
  }, [qrUrl]);

  const src = isImageDataUrl(qrUrl) ? qrUrl : drawn?.for === qrUrl ? drawn.src : undefined;
  if (src === null) return null;
  if (src === undefined) {
    return <div className="qr__image qr__image--loading" aria-busy="true" />;
  }
  return <img className="qr__image" src={src} alt={alt} width={SIZE_PX} height={SIZE_PX} data-testid="payment-qr" />;
}
