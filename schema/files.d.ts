/** Absolute paths of the SDL files that make the schema, sorted by name. */
export declare const schemaFiles: string[];
