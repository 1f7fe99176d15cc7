import { useEffect, useRef } from 'react';
import * as s from './CameraPreview.css';

export interface CameraPreviewProps {
  /** The camera's picture, live. */
  stream: MediaStream | null;
  /** What the picture is, for assistive technology. */
  'aria-label': string;
}

/** A live camera picture with the band a barcode is held in; muted and inline, so phones play it. */
export function CameraPreview({ stream, 'aria-label': label }: CameraPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) element.play().catch(() => undefined);
  }, [stream]);
  return (
    <div className={s.frame}>
      <video ref={video} className={s.video} aria-label={label} muted playsInline autoPlay />
      <div className={s.guide} aria-hidden="true" />
    </div>
  );
}
