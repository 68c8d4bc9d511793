/**
 * Share cards (issue 34; `npm run bench -- 11`, alone `npx tsx tests/bench/cards.ts [out-dir]`):
 *
 *  - the card function as deployed: its code (bundled as the stack bundles it) and the files its bundling
 *    copies beside it (resvg's x86_64 binary, satori's layout.wasm, the font), and in a fresh Node 24
 *    process its import, its first card (the engines loaded: the cold start's share) and a warm card
 *    (median of 5), through its handler (the site's card: no table needed);
 *  - one card of each kind drawn in this process (median of 5 after one warm-up), with pictures: three
 *    of the demo store's product pictures (SVG, rasterized) and a PNG avatar (a collection's cover too), served on loopback and
 *    allowed as the local cloud allows its stand-ins (LOCAL_PICTURE_ORIGINS).
 *
 * Goals (docs/architecture.md section 9): the card function's code ≤ CARD_MAX_BYTES (lambdas.ts, also
 * checked in section 1) and a warm card ≤ 1 s. Over either fails the bench. With an out-dir, the PNGs
 * drawn are written there to be looked at.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { CARD_RUNTIME_FILES, type CardContent, renderCardPng } from '../../functions/public-pages';
import { CARD_BINARY_FILES, CARD_FUNCTION_ENTRY } from '../../infra/constructs/public-pages';
import { demoCatalogue } from '../../stand-ins/shopify/catalogue';
import { productSvg } from '../../stand-ins/shopify/product-images';
import { writeFunctionBundle } from '../support/lambda-bundle';
import { decodePng } from '../support/png';
import { CARD_MAX_BYTES } from './lambdas';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const NODE_24 = path.join(repoRoot, 'node_modules', 'node', 'bin', 'node');
const OUT_DIR = path.join(repoRoot, 'node_modules', '.cache', 'card-bench');
/** A warm card (engines loaded, pictures fetched on loopback) within this. */
export const CARD_RENDER_GOAL_MS = 1_000;
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Imported, then 1 + RUNS site cards through the handler: times in ms. */
const HANDLER_SCRIPT = `
const event = { rawPath: '/og/site.png', headers: {}, requestContext: { http: { method: 'GET' }, domainName: 'bench.example' } };
let started = performance.now();
const { handler } = await import(process.env.BENCH_BUNDLE_URL);
const importMs = performance.now() - started;
const cards = [];
for (let i = 0; i <= ${RUNS}; i++) {
  started = performance.now();
  const result = await handler(event);
  if (result.statusCode !== 200) throw new Error('card answered ' + result.statusCode);
  cards.push(performance.now() - started);
}
process.stdout.write(JSON.stringify({ importMs, cards }));
`;

const deployedFunction = async () => {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const code = await writeFunctionBundle(CARD_FUNCTION_ENTRY, OUT_DIR);
  // What the bundling's afterBundling hook copies (infra/constructs/public-pages.ts: cardEngineHooks).
  let files = 0;
  for (const file of [...CARD_RUNTIME_FILES, ...CARD_BINARY_FILES]) {
    const target = path.join(OUT_DIR, 'node_modules', file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(repoRoot, 'node_modules', file), target);
    files += statSync(target).size;
  }
  const binary = statSync(path.join(OUT_DIR, 'node_modules', CARD_BINARY_FILES[1])).size;
  const { stdout } = await run(
    NODE_24,
    ['--enable-source-maps', '--input-type=module', '-e', HANDLER_SCRIPT],
    {
      cwd: OUT_DIR,
      env: {
        PATH: process.env.PATH,
        APP_URL: 'https://bench.example',
        TABLE_NAME: 'bench',
        BENCH_BUNDLE_URL: pathToFileURL(path.join(OUT_DIR, 'index.mjs')).href,
      },
    },
  );
  rmSync(OUT_DIR, { recursive: true, force: true });
  const { importMs, cards } = JSON.parse(stdout) as { importMs: number; cards: number[] };
  return { code, files, binary, importMs, firstMs: cards[0] ?? 0, warmMs: median(cards.slice(1)) };
};

/** Three demo product pictures (SVG, as the demo store serves them) and a PNG avatar, on loopback. */
const pictureServer = async (avatar: Buffer) => {
  // One of each of three categories: the pictures differ, as a storefront's do.
  const products = ['beauty', 'home', 'sports'].map((category) => {
    const product = demoCatalogue.find((candidate) => candidate.category === category);
    if (!product) throw new Error(`no demo product in ${category}`);
    return product;
  });
  const server = createServer((req, res) => {
    const index = Number(/^\/p(\d)\.svg$/.exec(req.url ?? '')?.[1] ?? -1);
    const product = products[index];
    if (product) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(productSvg(product));
    if (req.url === '/avatar.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(avatar);
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, products };
};

const drawnCards = async (outDir?: string) => {
  // The site's card, drawn once, is the avatar: a real PNG of a size people upload.
  const avatar = await renderCardPng({ kind: 'site' }, 'https://bench.example');
  const { server, origin, products } = await pictureServer(avatar);
  process.env.LOCAL_PICTURE_ORIGINS = origin;
  const contents: Record<string, CardContent> = {
    site: { kind: 'site' },
    storefront: {
      kind: 'storefront',
      name: 'Ava’s Morning Routine Picks',
      username: 'ava_picks',
      avatarUrl: `${origin}/avatar.png`,
      themeColor: '#db2777',
      backgroundColor: '#fdf2f8',
      productCount: 12,
      pictureUrls: products.map((_product, index) => `${origin}/p${index}.svg`),
    },
    collection: {
      kind: 'collection',
      title: 'Camping kit for a long weekend',
      name: 'Ava’s Morning Routine Picks',
      username: 'ava_picks',
      avatarUrl: `${origin}/avatar.png`,
      themeColor: '#0f766e',
      backgroundColor: '#ffffff',
      productCount: 9,
      // The cover (here the avatar's PNG) first, then three products: the four-picture grid.
      pictureUrls: [`${origin}/avatar.png`, ...products.map((_product, index) => `${origin}/p${index}.svg`)],
    },
    product: {
      kind: 'product',
      name: products[0]?.title ?? 'A product',
      brand: 'Glow Botanics',
      price: '$24.00',
      pictureUrl: `${origin}/p0.svg`,
    },
  };
  const rows: { kind: string; ms: number; bytes: number }[] = [];
  try {
    for (const [kind, content] of Object.entries(contents)) {
      await renderCardPng(content, origin);
      const times: number[] = [];
      let png: Buffer = Buffer.alloc(0);
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        png = await renderCardPng(content, origin);
        times.push(performance.now() - started);
      }
      const decoded = decodePng(png);
      if (decoded.width !== 1200 || decoded.height !== 630)
        throw new Error(`${kind}: ${decoded.width}×${decoded.height}`);
      if (outDir) {
        mkdirSync(outDir, { recursive: true });
        writeFileSync(path.join(outDir, `${kind}.png`), png);
      }
      rows.push({ kind, ms: median(times), bytes: png.length });
    }
  } finally {
    server.close();
  }
  return rows;
};

/** Prints the figures; true when every goal is met. */
export const benchCards = async (section?: number, outDir?: string): Promise<boolean> => {
  console.log(
    `\n${section ? `${section}. ` : ''}Share cards (issue 34): the card function and one card's drawing`,
  );
  const deployed = await deployedFunction();
  const codeOver = deployed.code > CARD_MAX_BYTES;
  console.log(
    `   card function: code ${kb(deployed.code)} (goal ≤ ${kb(CARD_MAX_BYTES)})${codeOver ? '  OVER' : ''}, ` +
      `files beside it ${kb(deployed.files)} (resvg's binary ${kb(deployed.binary)})`,
  );
  console.log(
    `   in a fresh Node 24 process: import ${ms(deployed.importMs)}, first card ${ms(deployed.firstMs)} ` +
      `(engines loaded), warm site card p50 ${ms(deployed.warmMs)}`,
  );
  const rows = await drawnCards(outDir);
  let renderOver = false;
  for (const row of rows) {
    const over = row.ms > CARD_RENDER_GOAL_MS;
    renderOver ||= over;
    console.log(
      `   ${row.kind.padEnd(11)} card: p50 ${ms(row.ms).padStart(6)} (goal ≤ ${ms(CARD_RENDER_GOAL_MS)}), PNG ${kb(row.bytes)}${over ? '  OVER' : ''}`,
    );
  }
  return !codeOver && !renderOver;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.LOG_LEVEL = 'error';
  benchCards(undefined, process.argv[2]).then(
    (ok) => {
      if (!ok) process.exitCode = 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
