/** Response helpers and the one page layout shared by the demo store's HTML pages. */
import type { ServerResponse } from 'node:http';

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const styles = `
:root{color-scheme:light;--ink:#1f2937;--muted:#4b5563;--line:#e5e7eb;--brand:#008060;--brand-dark:#006e52;--bg:#f6f6f7}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.banner{background:#fff4d6;color:#6b4e00;font-size:.85rem;text-align:center;padding:.4rem 1rem;border-bottom:1px solid #f1d58a}
main{max-width:60rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.narrow{max-width:30rem;margin-inline:auto}
h1{font-size:1.4rem;line-height:1.3;margin:0 0 .75rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
p{margin:.5rem 0}
.muted{color:var(--muted)}
ul.scopes{padding-left:1.2rem;margin:.25rem 0 1rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:.6rem 1.1rem;cursor:pointer;border:1px solid var(--line);background:#fff;color:var(--ink);text-decoration:none}
button.primary{background:var(--brand);border-color:var(--brand);color:#fff}
button.primary:hover{background:var(--brand-dark)}
button:disabled,button:disabled:hover{background:#e5e7eb;border-color:#e5e7eb;color:#6b7280;cursor:not-allowed}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.store{display:flex;align-items:center;gap:.75rem;margin-bottom:1rem}
.store a{color:inherit;text-decoration:none}.store a:hover{text-decoration:underline}
.logo{width:2.5rem;height:2.5rem;border-radius:8px;background:var(--brand);color:#fff;display:grid;place-items:center;font-weight:700}
.product{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem;align-items:start}
.product img{width:100%;height:auto;border-radius:12px;border:1px solid var(--line);background:#fff}
.price{font-size:1.4rem;font-weight:700;margin:.25rem 0 1rem}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:1rem;list-style:none;padding:0}
.grid a{color:inherit;text-decoration:none;display:block}
.grid img{width:100%;height:auto;aspect-ratio:1;border-radius:10px;border:1px solid var(--line);margin-bottom:.4rem}
.referral{margin-top:1.5rem;padding:1rem;border-radius:10px;background:#ecfdf5;border:1px solid #a7f3d0}
.referral dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0 0}
.referral dt{font-weight:600}.referral dd{margin:0;word-break:break-all}
.buy{display:grid;gap:.9rem;margin:1rem 0}
.field{display:grid;gap:.3rem}
.field label{font-weight:600}
.field .hint{font-size:.85rem;color:var(--muted)}
input[type=text],input[type=email],input[type=number],select{font:inherit;padding:.55rem .7rem;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:var(--ink);width:100%}
input:focus-visible,select:focus-visible{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true]{border-color:#b91c1c}
.field-error{color:#b91c1c;font-size:.9rem;margin:0}
.errors{border:1px solid #fca5a5;background:#fef2f2;color:#7f1d1d;border-radius:10px;padding:.75rem 1rem}
.errors h2{margin:0 0 .25rem;font-size:1rem}.errors ul{margin:0;padding-left:1.2rem}.errors a{color:inherit}
.notice{border:1px solid #a7f3d0;background:#ecfdf5;color:#065f46;border-radius:10px;padding:.75rem 1rem;margin-bottom:1rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.45rem .5rem;border-bottom:1px solid var(--line);vertical-align:middle}
th{font-weight:600;color:var(--muted);font-size:.85rem}
td.num,th.num{text-align:right}
.totals{margin-top:.75rem;display:grid;grid-template-columns:1fr auto;gap:.2rem 1rem;max-width:20rem;margin-left:auto}
.totals dt{color:var(--muted)}.totals dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.totals .grand{font-weight:700;color:var(--ink)}
.order{margin-bottom:1rem}
.order-head{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;justify-content:space-between}
.order-head h2{margin:0;font-size:1.15rem}
.meta{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:.5rem 0;font-size:.9rem}
.meta dt{display:inline;color:var(--muted)}.meta dd{display:inline;margin:0 0 0 .3rem}
.badge{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;font-weight:600;background:#e5e7eb;color:#374151}
.badge.paid{background:#d1fae5;color:#065f46}.badge.refunded,.badge.partially_refunded{background:#fef3c7;color:#78350f}.badge.cancelled{background:#fee2e2;color:#7f1d1d}
.inline{display:flex;gap:.5rem;align-items:center;justify-content:flex-end;margin:0}
.inline select{width:auto;padding:.35rem .5rem}
.inline button,.cancel button{padding:.35rem .8rem}
.cancel{display:flex;justify-content:flex-end;margin-top:.75rem}
.fulfil{flex-wrap:wrap;margin-top:.75rem}.fulfil input{width:auto;max-width:14rem;padding:.35rem .5rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:40rem){.product{grid-template-columns:1fr}}
`;

/** A full HTML page with the "local demo store" banner, so nobody mistakes it for real Shopify. */
export const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${styles}</style></head><body>` +
  `<div class="banner" role="note">Local demo store — a stand-in for Shopify in the local cloud. Nothing here is real.</div>` +
  `<main>${body}</main></body></html>`;

export const sendHtml = (
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(html);
};

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

export const errorPage = (res: ServerResponse, status: number, title: string, message: string) =>
  sendHtml(
    res,
    status,
    page(title, `<div class="card narrow"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`),
  );

/** 'glow-skincare.myshopify.com' → 'Glow Skincare': the demo shop's display name. */
export const shopDisplayName = (shop: string): string =>
  shop
    .replace(/\.myshopify\.com$/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
