// A React context that means nothing outside its provider (the toasts, the consent
// banner's state): its hook throws there, so a component rendered without the provider
// fails at once instead of quietly working on a default value.
import { type Context, useContext } from 'react';

/** The context's value; outside its provider, throws `missing` ("useToast outside ToastProvider"). */
export function useRequiredContext<T>(context: Context<T | null>, missing: string): T {
  const value = useContext(context);
  if (!value) throw new Error(missing);
  return value;
}
