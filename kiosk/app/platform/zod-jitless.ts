// (The kiosk's copy of web/app/platform/zod-jitless.ts: vite.config.ts aliases zod here.)
// The browser's `zod`: vite.config.ts points every `import … from 'zod'` of the client
// bundle here. Zod compiles faster parsers with `new Function` when it may, deciding as
// each object schema is built (many are built as modules load, before any code of ours
// could run). Our Content-Security-Policy forbids eval, and even zod's probe for it is a
// reported violation; the interpreted parsers check the same rules. Every module that
// imports zod evaluates after this one, so the setting is in place for all of them.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
