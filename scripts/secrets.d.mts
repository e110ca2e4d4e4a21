// Types for scripts/secrets.mjs (imported by the bench).
export declare const SECRET_NAMES: readonly string[];
export declare function randomSecrets(): Record<string, string>;
export declare function ensureSecretsFile(file: string): { values: Record<string, string>; added: string[] };
export declare function withSecrets(env: Record<string, string | undefined>, secrets: Record<string, string>): Record<string, string | undefined>;
