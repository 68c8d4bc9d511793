/**
 * GET /{shop}/cdn/products/{handle}.svg — a generated product picture: a gradient in the category's
 * colours, a simple line glyph for the category and the product's name. Deterministic, so it is
 * served with a long cache lifetime and an ETag.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DemoCategory, type DemoProduct, findDemoProduct } from './catalogue';
import { escapeHtml } from './html';

/**
 * Every picture's size in pixels (its width/height attributes and viewBox): what the Admin API reports
 * as the image's width and height (admin-graphql.ts). The drawing below is laid out for this box.
 */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

export const productImageUrl = (baseUrl: string, shop: string, handle: string): string =>
  `${baseUrl}/${shop}/cdn/products/${handle}.svg`;

const palette: Record<DemoCategory, [from: string, to: string]> = {
  accessories: ['#64748b', '#1e293b'],
  clothing: ['#818cf8', '#3730a3'],
  electronics: ['#38bdf8', '#1e40af'],
  home: ['#f59e0b', '#92400e'],
  beauty: ['#f472b6', '#9d174d'],
  sports: ['#4ade80', '#166534'],
  books: ['#a78bfa', '#5b21b6'],
  toys: ['#fb923c', '#c2410c'],
  food: ['#f87171', '#991b1b'],
  health: ['#22d3ee', '#155e75'],
};

/** Line glyphs drawn in a 200×200 box (white strokes, no fill). */
const glyphs: Record<DemoCategory, string> = {
  accessories:
    '<circle cx="100" cy="100" r="45"/><path d="M75 62 82 22h36l7 40M75 138l7 40h36l7-40M100 100V76M100 100l18 10"/>',
  clothing: '<path d="M70 30 40 45 20 85l28 13 7-18v95h90V80l7 18 28-13-20-40-30-15q-30 25-60 0Z"/>',
  electronics:
    '<path d="M40 130v-25a60 60 0 0 1 120 0v25"/><rect x="28" y="115" width="32" height="55" rx="12"/><rect x="140" y="115" width="32" height="55" rx="12"/>',
  home: '<path d="M28 96 100 34l72 62M50 80v90h100V80M85 170v-45h30v45"/>',
  beauty:
    '<rect x="68" y="72" width="64" height="108" rx="16"/><rect x="84" y="46" width="32" height="26"/><rect x="78" y="20" width="44" height="26" rx="6"/><path d="M84 112h32"/>',
  sports:
    '<circle cx="100" cy="100" r="70"/><path d="M30 100h140M100 30v140M52 50q36 50 0 100M148 50q-36 50 0 100"/>',
  books: '<path d="M100 50q-30-15-75-10v120q45-5 75 10 30-15 75-10V40q-45-5-75 10ZM100 50v120"/>',
  toys: '<path d="M100 25 121 75l54 3-42 34 14 53-47-30-47 30 14-53-42-34 54-3Z"/>',
  food: '<path d="M40 80h110v40a50 50 0 0 1-50 50h-10a50 50 0 0 1-50-50ZM150 95h14a20 20 0 0 1 0 40h-16M75 62q-10-15 0-30M100 62q-10-15 0-30M125 62q-10-15 0-30"/>',
  health: '<path d="M100 170 40 110a35 35 0 0 1 60-55 35 35 0 0 1 60 55ZM100 86v48M76 110h48"/>',
};

/**
 * Glyphs for what a product is, where its title says (the demo brands' shops: a tent looks like a tent,
 * a serum like a dropper bottle); the first matching word wins, else the category's glyph.
 */
const productGlyphs: [word: RegExp, glyph: string][] = [
  [/\btent\b|hammock/i, '<path d="M20 170 100 40l80 130ZM100 40v130M70 170l30-50 30 50"/>'],
  [
    /serum|toner|oil\b/i,
    '<rect x="66" y="80" width="68" height="100" rx="14"/><path d="M84 80V62h32v18M92 62V40a8 8 0 0 1 16 0v22M80 120h40"/>',
  ],
  [
    /cream|balm|mask|moisturi/i,
    '<rect x="40" y="92" width="120" height="70" rx="12"/><rect x="34" y="62" width="132" height="30" rx="8"/><path d="M62 128h76"/>',
  ],
  [/cleans|sunscreen|fluid/i, '<path d="M70 180h60l-6-110H76ZM82 70V46h36v24M92 46V28h16v18M84 120h32"/>'],
  [
    /jacket|insulated jacket|shell/i,
    '<path d="M70 30 40 45 24 170h38l6-70v75h64v-75l6 70h38L160 45l-30-15q-30 18-60 0ZM100 40v135"/>',
  ],
  [/boot/i, '<path d="M60 30h50v90l50 20q12 6 12 20v16H48v-40l12-16Z M48 160h124"/>'],
  [/sleeping bag/i, '<rect x="50" y="30" width="100" height="150" rx="40"/><path d="M70 70h60M100 70v110"/>'],
  [
    /pack|duffel|bag\b/i,
    '<rect x="50" y="60" width="100" height="120" rx="24"/><path d="M76 60V42a24 24 0 0 1 48 0v18M70 120h60v40H70Z"/>',
  ],
  [/bottle/i, '<rect x="70" y="62" width="60" height="118" rx="18"/><path d="M84 62V34h32v28M84 34h32"/>'],
  [
    /headlamp/i,
    '<circle cx="100" cy="100" r="30"/><path d="M30 100h40M130 100h40M100 60V30M66 66 46 46M134 66l20-20"/>',
  ],
];

const glyphOf = (product: DemoProduct): string =>
  productGlyphs.find(([word]) => word.test(product.title))?.[1] ?? glyphs[product.category];

/** Splits a title into at most three lines of about 18 characters. */
const wrap = (text: string, width = 18, maxLines = 3): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
};

export const productSvg = (product: DemoProduct): string => {
  const [from, to] = palette[product.category];
  const lines = wrap(product.title);
  const firstLineY = 610 - (lines.length - 1) * 30;
  const text = lines
    .map((line, index) => `<tspan x="400" y="${firstLineY + index * 60}">${escapeHtml(line)}</tspan>`)
    .join('');
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(product.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="690" cy="110" r="170" fill="#fff" fill-opacity=".08"/><circle cx="90" cy="720" r="220" fill="#fff" fill-opacity=".06"/>
<circle cx="400" cy="300" r="165" fill="#fff" fill-opacity=".14"/>
<g transform="translate(270 170) scale(1.3)" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${glyphOf(product)}</g>
<text x="400" y="${firstLineY - 78}" text-anchor="middle" fill="#fff" fill-opacity=".8" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="26" font-weight="600" letter-spacing="6">${escapeHtml(product.productType.toUpperCase())}</text>
<text text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="52" font-weight="700">${text}</text>
</svg>`;
};

export const handleProductImage = (req: IncomingMessage, res: ServerResponse, handle: string): void => {
  const product = findDemoProduct(handle);
  if (!product) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('Image not found\n');
  }
  const svg = productSvg(product);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'cache-control': 'public, max-age=86400',
    etag,
    // An SVG opened directly is a document: it may style itself but never run script.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
  res.end(svg);
};
