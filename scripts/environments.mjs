// The build and the environment are two things (docs/architecture.md, "Environments"):
// NODE_ENV says which build runs (production: React's production build, no stack traces in
// answers); APP_ENV says whom it serves (local: the sandbox, the development inbox and the
// explorer are on, made-up secrets are fine; production: none of that). Each service's config
// module reads APP_ENV by the same rule as appEnvironment below.

/** `local` or `production`: APP_ENV, or production when NODE_ENV=production, else local. */
export function appEnvironment(source) {
  const value = source.APP_ENV?.trim() || (source.NODE_ENV === 'production' ? 'production' : 'local');
  if (value !== 'local' && value !== 'production') throw new Error(`APP_ENV must be local or production, not "${value}"`);
  return value;
}

/** What start.mjs gives every service: one build mode, one environment. */
export const servicesMode = ({ dev, environment }) => ({ NODE_ENV: dev ? 'development' : 'production', APP_ENV: environment });
