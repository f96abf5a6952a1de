import http from 'node:http';

/**
 * A small closed-loop HTTP load generator: `connections` keep-alive connections each send the next request as
 * soon as the previous answer arrives, for `seconds`. Returns requests per second and latency percentiles.
 */
export async function load({ url, connections = 32, seconds = 5, headers = {}, warmupSeconds = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const once = () =>
    new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      const req = http.request(
        { agent, hostname: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ns: Number(process.hrtime.bigint() - start) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const phase = async (durationMs, record) => {
    const until = Date.now() + durationMs;
    let count = 0;
    let errors = 0;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const r = await once().catch(() => null);
          if (r?.status !== 200) errors++;
          else {
            count++;
            if (record) latencies.push(r.ns);
          }
        }
      }),
    );
    return { count, errors, latencies };
  };
  await phase(warmupSeconds * 1000, false);
  const t0 = process.hrtime.bigint();
  const { count, errors, latencies } = await phase(seconds * 1000, true);
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] / 1e6 : NaN;
  return { rps: count / elapsed, errors, p50ms: pct(0.5), p99ms: pct(0.99) };
}
