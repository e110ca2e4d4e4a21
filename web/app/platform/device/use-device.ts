// The mobile flag for the page: the server's answer first (root loader, from the
// User-Agent), then the viewport's, 50 ms after the last resize. Written on <html
// data-device> for the layout's styles, and given to whoever asks (analytics' site block).
import { createContext, useContext, useEffect, useState } from 'react';
import { isMobileWidth, RESIZE_REDETECT_MS } from './device';

export const MobileContext = createContext(false);

export function useIsMobile(): boolean {
  return useContext(MobileContext);
}

export function useDeviceDetection(serverMobile: boolean): boolean {
  const [mobile, setMobile] = useState(serverMobile);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileWidth(window.innerWidth)), RESIZE_REDETECT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => {
    document.documentElement.dataset.device = mobile ? 'mobile' : 'desktop';
  }, [mobile]);
  return mobile;
}
