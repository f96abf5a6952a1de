import { createHash } from 'node:crypto';
import { unitsToDecimal } from './callback-signature.js';
import type { TestGatewayPayment } from './test-gateway-repo.js';

/**
 * The test gateway's own pay page: plain server-rendered HTML, no script, no external asset; its one inline style
 * is allowed by hash in a strict Content-Security-Policy (default-src 'none').
 */
const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1d2330}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#667}dd{margin:0;font-weight:600;overflow-wrap:anywhere}form{display:flex;gap:12px}
button{flex:1;padding:12px;font-size:16px;border:0;border-radius:8px;cursor:pointer}
.ok{background:#1a7f37;color:#fff}.no{background:#d0d4dc;color:#1d2330}.note{color:#667;font-size:14px}`;

const styleHash = createHash('sha256').update(STYLE).digest('base64');

export const TEST_GATEWAY_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function testGatewayPage(
  found: { payment: TestGatewayPayment; orderStatus: string } | null,
  path: string,
): { status: number; html: string } {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  if (!found) return { status: 404, html: page('Test gateway', '<p>No such payment.</p>') };
  const { payment } = found;
  const rows = [
    ['Payment', payment.ref],
    ['Merchant order', String(payment.orderId)],
    ['Amount', unitsToDecimal(payment.amount)],
    ['Status', payment.status],
    [
      'Callback',
      payment.acknowledgedAt ? 'acknowledged' : payment.attempts > 0 ? `retrying (${payment.attempts})` : '-',
    ],
  ];
  const details = `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd>`).join('')}</dl>`;
  const actions =
    payment.status === 'open' && found.orderStatus === 'pending'
      ? `<form method="post" action="${escapeHtml(path)}"><button class="ok" name="decision" value="approve">Approve payment</button><button class="no" name="decision" value="decline">Decline</button></form>`
      : '<p class="note">This payment is decided: you may close this window.</p>';
  return {
    status: 200,
    html: page('Test gateway', `${details}${actions}<p class="note">A test payment: no real money moves.</p>`),
  };
}
