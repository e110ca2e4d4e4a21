import type { Migration } from './migration.ts';

// Search (issue 3): a full-text document per product (search/search-index.ts builds it:
// Latin words under the english configuration, Thai and Chinese words as ICU's segmenter
// cut them), a vocabulary for "did you mean" and suggestions by trigram similarity
// (pg_trgm, in public so that every schema's search_path-less test run finds it under
// that name), and the searches shoppers made, per site, for popular searches.
const POPULAR: Record<string, string[]> = {
  en: ['lipstick', 'foundation', 'mascara', 'serum', 'sunscreen', 'perfume', 'vitamin c', 'dior'],
  id: ['lipstik', 'tabir surya', 'parfum', 'serum', 'maskara', 'alas bedak'],
  th: ['ลิปสติก', 'กันแดด', 'น้ำหอม', 'เซรั่ม', 'รองพื้น', 'มาสคาร่า'],
  zh: ['口紅', '防曬', '香水', '精華', '粉底', '睫毛膏'],
};
const SITES: [string, string[]][] = [
  ['AU', ['en']],
  ['HK', ['en', 'zh']],
  ['ID', ['id', 'en']],
  ['MY', ['en']],
  ['NZ', ['en']],
  ['PH', ['en']],
  ['SG', ['en']],
  ['TH', ['th', 'en']],
];
const seedRows = SITES.flatMap(([country, languages]) =>
  languages.flatMap((language) => (POPULAR[language] ?? []).map((query, i) => `('${country}', '${language}', '${query}', ${(8 - i) * 10})`)),
).join(',\n      ');

export const migration0011: Migration = {
  version: 11,
  name: 'search',
  sql: /* sql */ `
    create extension if not exists pg_trgm with schema public;

    create table search_doc (
      product_id text primary key references product (id) on delete cascade,
      tsv tsvector not null
    );
    create index search_doc_tsv_idx on search_doc using gin (tsv);

    create table search_word (
      word text primary key,
      products integer not null check (products > 0)
    );
    create index search_word_trgm_idx on search_word using gin (word public.gin_trgm_ops);

    create table search_query_stat (
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      language text not null check (language in ('en', 'id', 'th', 'zh')),
      query text not null check (length(query) between 1 and 100),
      searches integer not null default 0 check (searches >= 0),
      primary key (country, language, query)
    );
    create index search_query_stat_top_idx on search_query_stat (country, language, searches desc);
    insert into search_query_stat (country, language, query, searches) values
      ${seedRows};
  `,
};
