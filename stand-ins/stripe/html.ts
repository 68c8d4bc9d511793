/** The one page layout of the local Stripe's hosted pages (checkout, Express onboarding). */
import { escapeHtml } from '../shopify/html';

export { escapeHtml, sendHtml } from '../shopify/html';

const styles = `
:root{color-scheme:light;--ink:#1a1f36;--muted:#4f566b;--line:#e3e8ee;--brand:#533afd;--brand-dark:#3f29d6;--bg:#f6f9fc}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.banner{background:#fff4d6;color:#6b4e00;font-size:.85rem;text-align:center;padding:.4rem 1rem;border-bottom:1px solid #f1d58a}
.test{display:inline-block;background:#ffde92;color:#5c3b00;border-radius:4px;padding:0 .4rem;font-size:.75rem;font-weight:700;margin-left:.5rem;vertical-align:middle}
main{max-width:56rem;margin:2rem auto;padding:0 1rem}
.layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem;align-items:start}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.narrow{max-width:32rem;margin-inline:auto}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 .75rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
p{margin:.5rem 0}
.muted{color:var(--muted)}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem;font-variant-numeric:tabular-nums}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.45rem .25rem;border-bottom:1px solid var(--line)}
th{font-weight:600;color:var(--muted);font-size:.85rem}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
form{display:grid;gap:.9rem}
fieldset{border:1px solid var(--line);border-radius:10px;padding:.75rem 1rem;display:grid;gap:.75rem;margin:0}
legend{font-weight:600;padding:0 .25rem}
.field{display:grid;gap:.3rem}
.field label{font-weight:600}
input[type=text],input[type=email]{font:inherit;padding:.55rem .7rem;border:1px solid #8792a2;border-radius:8px;background:#fff;color:var(--ink);width:100%}
input:focus-visible{outline:3px solid #2563eb;outline-offset:1px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:.5rem}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:.6rem 1.1rem;cursor:pointer;border:1px solid #8792a2;background:#fff;color:var(--ink);text-decoration:none;display:inline-block}
button.primary{background:var(--brand);border-color:var(--brand);color:#fff;width:100%}
button.primary:hover{background:var(--brand-dark)}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.errors{border:1px solid #fca5a5;background:#fef2f2;color:#7f1d1d;border-radius:10px;padding:.75rem 1rem}
@media (max-width:40rem){.layout{grid-template-columns:1fr}}
`;

/** A full page with the "local Stripe, test mode" banner, so nobody mistakes it for real Stripe. */
export const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${styles}</style></head><body>` +
  `<div class="banner" role="note">Local Stripe — a stand-in for Stripe in the local cloud. Test mode: no money moves.</div>` +
  `<main>${body}</main></body></html>`;

/** 12345 → '$123.45' (usd, the only currency of the stand-in). */
export const formatUsd = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const messagePage = (title: string, message: string, link?: { href: string; label: string }) =>
  page(
    title,
    `<div class="card narrow"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      (link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '') +
      `</div>`,
  );
