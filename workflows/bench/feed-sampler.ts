// A reader of a workflow benchmark in its own process: it requests the anonymous feed every 100 ms and reports each
// answer's latency. Kept out of the worker's process so that what it measures is the API's answer, not how long the
// worker's busy event loop takes to notice it. Started with an IPC channel and BENCH_FEED_URL; each message
// { sample: seconds } or { sample: 'untilStopped' } (ended by { stop: true }) is answered with { samples }, each request's start (ms since the epoch) and latency (ms).
const url = process.env.BENCH_FEED_URL ?? '';
if (!url) throw new Error('BENCH_FEED_URL must be set.');
if (!process.send) throw new Error('Start this process with an IPC channel.');
const send = process.send.bind(process);

type Command = { sample: number | 'untilStopped' } | { stop: true };

let stopped = false;

async function sample(seconds: number): Promise<{ at: number; ms: number }[]> {
  const samples: { at: number; ms: number }[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end && !stopped) {
    const at = Date.now();
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.ok) samples.push({ at, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - started))));
  }
  return samples;
}

process.on('message', (message: Command) => {
  if ('stop' in message) {
    stopped = true;
    return;
  }
  stopped = false;
  void sample(message.sample === 'untilStopped' ? Number.POSITIVE_INFINITY : message.sample).then((samples) => send({ samples }));
});
process.on('disconnect', () => process.exit(0));
