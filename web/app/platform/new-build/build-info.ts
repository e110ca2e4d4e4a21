// The platform calls for new builds (docs/product.md#platform-calls) (decision 0104): every build writes
// /builds/latest.json (which build is out) and /builds/meta/{id}.json (that build's route
// rules); open pages poll the first and compare it with the build they were loaded from.

/** The body of /builds/latest.json. */
export interface BuildInfo {
  id: string;
  /** When the build was made, in milliseconds since the epoch. */
  timestamp: number;
}

/** What a page knows of its own build (the root loader's data). */
export interface PageBuild {
  id: string;
  /** How often to ask whether a new build is out; 0 = never (decision 0104). */
  checkIntervalMs: number;
}

export const LATEST_BUILD_PATH = '/builds/latest.json';

/** A build id is a UUID: safe in a path, and checked before it is put in one. */
export const BUILD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const buildMetaPath = (id: string) => `/builds/meta/${id}.json`;

/** latest.json as the network gave it: anything else is not a build. */
export function parseBuildInfo(body: unknown): BuildInfo | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, timestamp } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !BUILD_ID.test(id) || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  return { id, timestamp };
}

/** The build the open page was loaded from (root's Layout writes it on <html data-build>). */
export function pageBuildId(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.dataset.build || undefined;
}
