import { describe, expect, it } from 'vitest';
import { isHumanClick } from '../../human-click';
import { TtlCache } from '../../ttl-cache';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const INSTAGRAM_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 619461904)';
const TIKTOK_IN_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 trill_360104 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/36.1.4 ByteLocale/en ByteFullLocale/en Region/US';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// [why, method, headers, counted as a person's click]
const cases: [string, string, Record<string, string>, boolean][] = [
  ['Chrome desktop GET', 'GET', { 'user-agent': CHROME }, true],
  ['Safari on iPhone', 'GET', { 'user-agent': IPHONE_SAFARI }, true],
  ['Instagram in-app browser', 'GET', { 'user-agent': INSTAGRAM_IN_APP }, true],
  ['TikTok in-app browser', 'GET', { 'user-agent': TIKTOK_IN_APP }, true],
  ['Firefox', 'GET', { 'user-agent': FIREFOX }, true],
  ['method in lower case', 'get', { 'user-agent': CHROME }, true],
  ['an unrelated Purpose header', 'GET', { 'user-agent': CHROME, purpose: 'navigate' }, true],
  ['HEAD from a browser', 'HEAD', { 'user-agent': CHROME }, false],
  ['Chrome prefetch', 'GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch' }, false],
  ['Chrome prerender', 'GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' }, false],
  ['Purpose: prefetch', 'GET', { 'user-agent': CHROME, purpose: 'prefetch' }, false],
  ['Safari X-Purpose: preview', 'GET', { 'user-agent': IPHONE_SAFARI, 'x-purpose': 'preview' }, false],
  ['Firefox X-Moz: prefetch', 'GET', { 'user-agent': FIREFOX, 'x-moz': 'prefetch' }, false],
  ['no User-Agent', 'GET', {}, false],
  ['blank User-Agent', 'GET', { 'user-agent': '  ' }, false],
  [
    'Facebook / Instagram preview',
    'GET',
    { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    false,
  ],
  [
    'Meta crawler',
    'GET',
    {
      'user-agent':
        'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    },
    false,
  ],
  [
    'Slack unfurl',
    'GET',
    { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    false,
  ],
  ['Slack image proxy', 'GET', { 'user-agent': 'Slack-ImgProxy (+https://api.slack.com/robots)' }, false],
  ['X / Twitter card', 'GET', { 'user-agent': 'Twitterbot/1.0' }, false],
  ['WhatsApp', 'GET', { 'user-agent': 'WhatsApp/2.23.20.0 A' }, false],
  ['Telegram', 'GET', { 'user-agent': 'TelegramBot (like TwitterBot)' }, false],
  [
    'Discord',
    'GET',
    { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' },
    false,
  ],
  [
    'LinkedIn',
    'GET',
    { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' },
    false,
  ],
  [
    'Googlebot',
    'GET',
    { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    false,
  ],
  [
    'Bing',
    'GET',
    { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    false,
  ],
  [
    'Applebot',
    'GET',
    {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    },
    false,
  ],
  // iMessage's link preview presents itself as Facebook's and Twitter's crawlers.
  [
    'iMessage preview',
    'GET',
    {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    },
    false,
  ],
  [
    'Skype preview',
    'GET',
    { 'user-agent': 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5' },
    false,
  ],
  ['Pinterest', 'GET', { 'user-agent': 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)' }, false],
  ['curl', 'GET', { 'user-agent': 'curl/8.5.0' }, false],
  ['wget', 'GET', { 'user-agent': 'Wget/1.21.4' }, false],
  ['python-requests', 'GET', { 'user-agent': 'python-requests/2.32.3' }, false],
  ['Go', 'GET', { 'user-agent': 'Go-http-client/1.1' }, false],
  ['Node fetch', 'GET', { 'user-agent': 'node' }, false],
  [
    'headless Chrome',
    'GET',
    {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    },
    false,
  ],
  ['generic crawler', 'GET', { 'user-agent': 'SomeCrawler/3.1' }, false],
  ['generic spider', 'GET', { 'user-agent': 'Baiduspider+(+http://www.baidu.com/search/spider.htm)' }, false],
  ['generic preview agent', 'GET', { 'user-agent': 'Mozilla/5.0 LinkPreview/1.0' }, false],
];

describe('isHumanClick', () => {
  it.each(cases)('%s → %s %j counted: %s', (_why, method, headers, human) => {
    expect(isHumanClick(method, headers)).toBe(human);
  });
});

describe('TtlCache', () => {
  it('serves an entry until its time is up, then forgets it', () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 60_000);
    cache.now = () => now;
    cache.set('a', 'store-1');
    now = 59_999;
    expect(cache.get('a')).toBe('store-1');
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bound, evicting the least recently used', () => {
    const cache = new TtlCache<number>(3, 60_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 1);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 1, 1]);
  });
});
