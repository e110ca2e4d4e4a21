// The replay upstream (bench/src/replay-upstream.ts) in a process of its own, so that its
// CPU is neither the load generator's nor the gateway's (each is read from /proc apart) and
// neither event loop caps the other. Started by scale.ts with an IPC channel: it sends
// `{ url }` once listening and answers "counts" with how many calls it recorded/replayed.
import { startReplayUpstream } from '../replay-upstream.ts';

const apiUrl = process.env.SCALE_API_URL;
if (!apiUrl) throw new Error('SCALE_API_URL is required');
const port = Number(process.env.SCALE_UPSTREAM_PORT ?? 0);

const upstream = await startReplayUpstream({ apiUrl, port, host: '127.0.0.1' });
process.send?.({ url: upstream.url });
process.on('message', (message) => {
  if (message === 'counts') process.send?.({ recorded: upstream.recorded(), replayed: upstream.replayed() });
});
process.once('SIGTERM', () => void upstream.close().finally(() => process.exit(0)));
