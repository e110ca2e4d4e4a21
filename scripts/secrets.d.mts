// Types for secrets.mjs, for the TypeScript that imports it (e2e/support).
export declare const SECRET_NAMES: readonly string[];
export declare function randomSecrets(): Record<string, string>;
export declare function ensureSecretsFile(file: string): { values: Record<string, string>; added: string[] };
export declare function withSecrets(env: NodeJS.ProcessEnv, secrets: Record<string, string>): NodeJS.ProcessEnv;
