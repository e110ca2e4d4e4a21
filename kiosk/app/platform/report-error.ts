// The kiosk's one way to report an error of its own code: React's errors (main.tsx hands
// it the root's caught and uncaught errors) go to the screen's console, as React's default
// did, tagged so the kiosk's lines read apart from the website's ([web], content/). The
// kiosk has no error service of its own yet; when it gets one, it is connected here.
export interface KioskErrorContext {
  /** The place: "react-boundary", "react" (a searchable tag). */
  where: string;
  componentStack?: string | undefined;
}

export function reportError(error: unknown, { where, componentStack }: KioskErrorContext): void {
  console.error(`[kiosk] ${where}`, error, ...(componentStack ? [componentStack] : []));
}
