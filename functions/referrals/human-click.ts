/**
 * Whether a request to /r/{code} is a person's click (counted as human) or something else we still
 * redirect but count only in the raw count: a HEAD, a browser's speculative prefetch or prerender, or a
 * crawler / link-preview agent (Slack, iMessage, WhatsApp… fetch every shared link to draw its card).
 * Those inflated every creator's clicks (dub#1860, dub#2309).
 *
 * A compact pattern list rather than the npm package `isbot` (~2.5 KB minified, which would fit the
 * redirect's budget): `isbot` is only installed here as a dependency of @shopify/shopify-api, not one of
 * ours. The list covers the agents that fetch shared links; anything naming itself a bot, crawler,
 * spider or preview is caught by the generic words.
 */

/** Request headers, names lower-case (the API handler normalises them). */
type Headers = Record<string, string | undefined>;

/**
 * Link-preview and crawler agents by name, and generic words. Kept as one case-insensitive regex: one
 * pass over the User-Agent. `bot\b` and `\bbot` catch "Slackbot", "Twitterbot", "Googlebot", "bingbot",
 * "Discordbot", "TelegramBot", "LinkedInBot", "Applebot" and every other "…bot"; "robot" too.
 */
const AGENT_PATTERN = new RegExp(
  [
    'bot\\b',
    '\\bbot',
    'crawl',
    'spider',
    'preview',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'slack-imgproxy',
    'whatsapp',
    'skypeuripreview',
    'vkshare',
    'embedly',
    'iframely',
    'pinterest',
    'snapchat',
    'outbrain',
    'quora link',
    'nuzzel',
    'bitlybot',
    'google-inspectiontool',
    'googleother',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'curl\\/',
    'wget\\/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'java\\/',
    'okhttp',
    'axios\\/',
    // Node's own fetch says just "node" (older versions "undici").
    '^node$',
    'node-fetch',
    'undici',
    'libwww-perl',
    'scrapy',
    'http_request2',
    'apache-httpclient',
  ].join('|'),
  'i',
);

/** A User-Agent that names a crawler or a link-preview agent; a missing one counts as not a browser. */
export const isRobotAgent = (userAgent: string | undefined): boolean =>
  !userAgent?.trim() || AGENT_PATTERN.test(userAgent);

/**
 * A speculative load: Chrome's prefetch and prerender (`Sec-Purpose: prefetch` / `prefetch;prerender`),
 * the older `Purpose: prefetch`, Safari's `X-Purpose: preview` and Firefox's `X-Moz: prefetch`.
 */
export const isSpeculativeLoad = (headers: Headers): boolean =>
  /prefetch|prerender/i.test(headers['sec-purpose'] ?? '') ||
  /prefetch|prerender/i.test(headers.purpose ?? '') ||
  /preview/i.test(headers['x-purpose'] ?? '') ||
  /prefetch/i.test(headers['x-moz'] ?? '');

/** Counted as a person's click: a GET, not speculative, from an agent that is not a known robot. */
export const isHumanClick = (method: string, headers: Headers): boolean =>
  method.toUpperCase() === 'GET' && !isSpeculativeLoad(headers) && !isRobotAgent(headers['user-agent']);
