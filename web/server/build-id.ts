// Which build this server is (decision 0104): the id the build plugin (build-info-plugin.ts)
// wrote into /builds/latest.json, given to the server bundle as __BUILD_ID__. Pages carry
// it, so an open page can tell when a newer build is out.
declare const __BUILD_ID__: string | undefined;

/** Outside a build (unit tests), a fixed id that no build ever has. */
export const SERVER_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '00000000-0000-4000-8000-000000000000';
