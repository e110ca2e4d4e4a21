// The camera scanner: the browser's BarcodeDetector on the camera's picture, where the
// browser has both (feature-detected; a kiosk without them types the code on the pad).
// The stream stops when the screen goes away.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

export function CameraScanner({ formats, onCode }: { formats: string[]; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [available, setAvailable] = useState(() => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia));
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    const Detector = detectorClass();
    if (!available || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        let last = '';
        timer = window.setInterval(async () => {
          if (!video.current || video.current.readyState < 2) return;
          const found = await detector.detect(video.current).catch(() => []);
          const code = found[0]?.rawValue;
          // The same code read twice in a row is one scan.
          if (code && code !== last) {
            last = code;
            onCodeRef.current(code);
          }
        }, 300);
      })
      .catch(() => setAvailable(false));
    return () => {
      stopped = true;
      if (timer) window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [available, formats]);

  if (!available) return <p className="notice">{t('barcode.cameraOff')}</p>;
  return (
    <div className="camera">
      <video ref={video} className="camera__video" muted playsInline />
      <p>{t('barcode.camera')}</p>
    </div>
  );
}
