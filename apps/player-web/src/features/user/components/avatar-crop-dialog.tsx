// Crops a chosen picture 1:1 (zoom and drag) and produces the 100x100 JPEG that is uploaded.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { AVATAR_SIZE_PX } from '@/config/constants';
import { computeCrop, type CropState } from '../crop';

const VIEWPORT = 260;

interface AvatarCropDialogProps {
  /** Object URL of the chosen file; null closes the dialog. */
  source: string | null;
  busy: boolean;
  onCancel: () => void;
  onCropped: (jpegDataUrl: string) => void;
}

export function AvatarCropDialog({ source, busy, onCancel, onCropped }: AvatarCropDialogProps) {
  const { t } = useTranslation('user');
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, dx: 0, dy: 0 });
  const drag = useRef<{ x: number; y: number; dx: number; dy: number } | null>(null);

  useEffect(() => {
    setImage(null);
    setCrop({ zoom: 1, dx: 0, dy: 0 });
    if (!source) return;
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = source;
  }, [source]);

  const geometry = image ? computeCrop(image.naturalWidth, image.naturalHeight, VIEWPORT, crop) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, dx: geometry?.dx ?? 0, dy: geometry?.dy ?? 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setCrop((current) => ({
      ...current,
      dx: start.dx + event.clientX - start.x,
      dy: start.dy + event.clientY - start.y,
    }));
  };

  const confirm = () => {
    if (!image || !geometry) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE_PX;
    canvas.height = AVATAR_SIZE_PX;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
    context.drawImage(
      image,
      geometry.sx,
      geometry.sy,
      geometry.size,
      geometry.size,
      0,
      0,
      AVATAR_SIZE_PX,
      AVATAR_SIZE_PX,
    );
    onCropped(canvas.toDataURL('image/jpeg', 0.9));
  };

  return (
    <Dialog open={source !== null} title={t('avatar.cropTitle')} onClose={onCancel} size="small">
      <div className="cropper">
        <div
          className="cropper__viewport"
          style={{ width: VIEWPORT, height: VIEWPORT }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          data-testid="crop-viewport"
        >
          {image && geometry && (
            <img
              src={image.src}
              alt=""
              draggable={false}
              style={{
                width: image.naturalWidth * geometry.scale,
                height: image.naturalHeight * geometry.scale,
                transform: `translate(${geometry.x}px, ${geometry.y}px)`,
              }}
            />
          )}
        </div>
        <label className="field">
          <span className="field__label">{t('avatar.zoom')}</span>
          <input
            type="range"
            min={1}
            max={3}
            step={0.01}
            value={crop.zoom}
            onChange={(event) => setCrop((current) => ({ ...current, zoom: Number(event.target.value) }))}
          />
        </label>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel', { ns: 'common' })}
          </button>
          <button type="button" className="button button--primary" onClick={confirm} disabled={!image || busy}>
            {t('avatar.save')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
