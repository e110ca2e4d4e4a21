// How `pnpm start` and `pnpm dev` show the services' log lines (issue 33 item 4). The services
// always write one JSON line per event (decision 0061), which is what a log shipper reads and
// what production keeps. In a terminal, start.mjs turns each into one short coloured line
// with pino-pretty: time, level, message, and the fields that matter; piped or redirected
// (CI, a file, `| jq`), or with LOG_FORMAT=json, the JSON goes through untouched.
import { prettyFactory } from 'pino-pretty';

/** A function from one line a service wrote to the line to show. */
export function logLineFormatter({ pretty, colours = pretty }) {
  if (!pretty) return (line) => line;
  const format = prettyFactory({
    colorize: colours,
    translateTime: 'HH:MM:ss.l',
    // start.mjs prefixes the service's name; who and where are the same on every line here.
    ignore: 'pid,hostname,service',
    singleLine: true,
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    try {
      JSON.parse(line);
    } catch {
      return line;
    }
    return format(line).trimEnd();
  };
}
