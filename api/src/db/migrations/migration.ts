// A numbered migration. Migrations are TypeScript modules exporting their SQL (not .sql
// files) so that `tsc` carries them into dist/ with no copy step. Never edit one that has
// shipped: add the next number.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
