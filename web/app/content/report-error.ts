// Errors the page survives but someone should hear about (spec §8 "Something went wrong
// while checking for exempted routes (reported to the error service)"). There is no
// error service in the web app yet: an entry file that adds one sets it here, and until
// then the console has it.
type Reporter = (error: unknown, context: Record<string, string>) => void;

let reporter: Reporter | undefined;

export function setErrorReporter(next: Reporter | undefined): void {
  reporter = next;
}

export function reportError(error: unknown, context: Record<string, string> = {}): void {
  console.error('[web] reported error', context, error);
  try {
    reporter?.(error, context);
  } catch {
    // A broken reporter must not break the page that reports.
  }
}
