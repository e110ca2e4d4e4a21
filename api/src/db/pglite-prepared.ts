// Named prepared statements on PGlite, which its query() does not offer: it parses, analyses
// and plans every statement anew, unnamed. For the listing's statement that was about half of
// a first read's cost (2.2 ms of planning beside 3-4 ms of execution, in WASM, in the api's
// own process). Here a statement the caller marks `prepared` (db.ts QueryOptions) is parsed
// once per database under a name, the hash of its text as on a Postgres server
// (db.ts statementName), and from then on only bound and executed, so Postgres's plan cache
// applies to it as it does on a server.
//
// It speaks the extended query protocol through PGlite's public execProtocolStream and
// protocol serializer, and holds PGlite's own locks the way query() does, so it never runs
// between another caller's statements or inside their transaction.
import { protocol, types, type PGlite } from '@electric-sql/pglite';
import { statementName, type QueryResult } from './db.ts';

const { serialize } = protocol;

interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The messages of one exchange that ends with Sync; a database error is thrown as PGlite throws it (code, position). */
async function exchange(pg: PGlite, ...messages: Uint8Array[]): Promise<Message[]> {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    bytes.set(message, at);
    at += message.length;
  }
  const replies = await pg.execProtocolStream(bytes, { throwOnError: false, syncToFs: false });
  const error = replies.find((reply) => reply.name === 'error');
  if (error) throw error;
  return replies;
}

/** Runs prepared statements on one PGlite database, parsing each text once. */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Statement>();

  async function prepare(sql: string): Promise<Statement> {
    const name = statementName(sql);
    const replies = await exchange(pg, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const parameters = replies.find((reply) => reply.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const rowDescription = replies.find((reply) => reply.name === 'rowDescription') as { fields: Statement['fields'] } | undefined;
    return {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: rowDescription?.fields.map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })) ?? [],
    };
  }

  return async function query<Row>(sql: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let statement = statements.get(sql);
        if (!statement) {
          statement = await prepare(sql);
          statements.set(sql, statement);
        }
        const { name, paramTypes, fields } = statement;
        // Parameters as text, written by PGlite's own serializer for the type Postgres inferred.
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const write = pg.serializers[paramTypes[i]!];
          return write ? write(value) : String(value);
        });
        const replies = await exchange(pg, serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync());
        const rows: Row[] = [];
        let rowCount: number | undefined;
        for (const reply of replies) {
          if (reply.name === 'dataRow') {
            const row: Record<string, unknown> = {};
            (reply as unknown as { fields: (string | null)[] }).fields.forEach((value, i) => {
              const field = fields[i]!;
              row[field.name] = types.parseType(value, field.dataTypeID, pg.parsers);
            });
            rows.push(row as Row);
          } else if (reply.name === 'commandComplete') {
            // "INSERT 0 3", "UPDATE 3", "SELECT 48": what the statement touched or returned.
            const count = Number((reply as unknown as { text: string }).text.split(' ').at(-1));
            if (Number.isInteger(count)) rowCount = count;
          }
        }
        // As PGlite's query() does after every statement outside a transaction: writes reach the directory.
        if (!pg.isInTransaction()) await pg.syncToFs();
        return { rows, rowCount: rowCount ?? rows.length };
      }),
    );
  };
}
