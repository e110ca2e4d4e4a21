// The replay upstream in a process of its own, so that answering the gateways does not
// share an event loop with the load generator measuring them. Started with fork() by
// peers.ts: takes the api's URL and a port in argv, sends { url } once listening and
// { recorded, replayed } when asked with 'stats'.
import { startReplayUpstream } from '../replay-upstream.ts';

const [apiUrl, port] = process.argv.slice(2);
const replay = await startReplayUpstream({ apiUrl: apiUrl!, port: Number(port) });
process.send?.({ url: replay.url });
process.on('message', (message) => {
  if (message === 'stats') process.send?.({ recorded: replay.recorded(), replayed: replay.replayed() });
});
process.on('SIGTERM', () => {
  void replay.close().finally(() => process.exit(0));
});
