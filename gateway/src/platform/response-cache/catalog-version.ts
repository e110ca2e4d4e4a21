// The version of everything a guest can see (api GET catalog/version, migrations 0098-0099),
// asked before a public answer is read from or written to the response cache. Requests that
// arrive while one ask is on its way share it: under load, one round trip serves many, and a
// change committed during that round trip is seen by the next ask (a window of one round trip).
import { catalogVersionSchema } from '@beauty/contracts/catalog';
import type { RequestScope, RestClient } from '../rest-client.ts';

export class CatalogVersion {
  readonly #rest: RestClient;
  #inFlight: Promise<string | undefined> | undefined;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  /** The current version, or undefined when the api cannot tell (then nothing is cached). */
  current(locale: RequestScope['locale']): Promise<string | undefined> {
    this.#inFlight ??= this.#rest
      .request({ locale }, { path: 'catalog/version', schema: catalogVersionSchema })
      .then(
        ({ version }) => version,
        () => undefined,
      )
      .finally(() => (this.#inFlight = undefined));
    return this.#inFlight;
  }
}
