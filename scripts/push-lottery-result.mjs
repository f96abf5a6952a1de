#!/usr/bin/env node
// Pushes one official lottery result to the signed results feed, `POST /feeds/lottery/results` (docs/api.md "Lottery
// results feed"), as a results provider would: the body signed with the game's feed key.
//
//   node scripts/push-lottery-result.mjs --url http://localhost:3000 --brand aurora --game DAILY_3D \
//     --numero 20260601 --result 1,2,3 [--key <feed key> | env LOTTERY_FEED_KEY]
//
// Signature: x-wl-timestamp = unix milliseconds; x-wl-signature = hex(HMAC-SHA256(feedKey, `${timestamp}.${body}`)),
// over the exact bytes of the body. Prints the server's answer; exits 0 on a 200, 1 otherwise.
import { createHmac } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    brand: { type: 'string' },
    game: { type: 'string' },
    numero: { type: 'string' },
    result: { type: 'string' },
    key: { type: 'string' },
    /** Unix milliseconds to sign with (default: now); the server refuses one more than five minutes off. */
    timestamp: { type: 'string' },
  },
});
const key = values.key ?? process.env.LOTTERY_FEED_KEY;
if (!values.brand || !values.game || !values.numero || !values.result || !key) {
  console.error('usage: push-lottery-result.mjs --brand B --game G --numero N --result 1,2,3 --key K [--url U]');
  process.exit(2);
}
const body = JSON.stringify({
  brand: values.brand,
  gameCode: values.game,
  numero: values.numero,
  result: values.result.split(',').map((s) => s.trim()),
});
const timestamp = values.timestamp ? Number(values.timestamp) : Date.now();
const signature = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
const res = await fetch(new URL('/feeds/lottery/results', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-wl-timestamp': String(timestamp), 'x-wl-signature': signature },
  body,
});
console.log(JSON.stringify({ status: res.status, body: await res.json().catch(() => null) }));
process.exit(res.status === 200 ? 0 : 1);
