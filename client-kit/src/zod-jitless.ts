// The browser's `zod`: the web's and the kiosk's vite.config.ts point every `import … from
// 'zod'` of their browser bundle here. Zod compiles faster parsers with `new Function` when
// it may, deciding as each object schema is built (many are built as modules load, before
// any code of ours could run). Our Content-Security-Policy forbids eval (the web's and the
// kiosk's alike), and even zod's probe for it is a reported violation; the interpreted
// parsers check the same rules. Every module that imports zod evaluates after this one, so
// the setting is in place for all of them.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
