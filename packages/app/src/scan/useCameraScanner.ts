import type { CameraState } from '@warehouse/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BarcodeDecoder, createBarcodeDecoder } from './barcodeDecoder';

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone. */
const READ_EVERY_MS = 150;
/** The same code held in front of the camera is read once, not on every frame. */
const SAME_CODE_AGAIN_MS = 2_000;

/** Why the camera could not start, as the screen says it. */
function refusal(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The Scan screen's camera: started on request (the back camera where there is one), its frames
 * read by the best decoder the browser has, each code read passed to `onCode`. A refusal says
 * 'denied', no camera 'unavailable'. Stopped when asked and when the screen goes.
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const [camera, setCamera] = useState<CameraState>('off');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  /** Ends the running session (its tracks and its reading loop). */
  const stopSession = useRef<() => void>(() => undefined);

  const stop = useCallback(() => {
    stopSession.current();
    stopSession.current = () => undefined;
    setStream(null);
    setCamera('off');
  }, []);

  const start = useCallback(async () => {
    stopSession.current();
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('unavailable');
      return;
    }
    setCamera('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (error) {
      setCamera(refusal(error));
      return;
    }
    let running = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    stopSession.current = () => {
      running = false;
      clearTimeout(timer);
      for (const track of media.getTracks()) track.stop();
    };
    setStream(media);
    setCamera('scanning');
    // Frames are read from a video of our own: the one on screen is the screen's.
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = media;
    await video.play().catch(() => undefined);
    let decode: BarcodeDecoder;
    try {
      decode = await createBarcodeDecoder();
    } catch {
      stopSession.current();
      setStream(null);
      setCamera('unavailable');
      return;
    }
    let last = { code: '', at: 0 };
    const read = async () => {
      if (!running) return;
      const code = await decode(video).catch(() => undefined);
      const now = Date.now();
      if (running && code && (code !== last.code || now - last.at > SAME_CODE_AGAIN_MS)) {
        last = { code, at: now };
        latest.current(code);
      }
      if (running) timer = setTimeout(read, READ_EVERY_MS);
    };
    void read();
  }, []);

  useEffect(() => () => stopSession.current(), []);
  return { camera, stream, start, stop };
}
