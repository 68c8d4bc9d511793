/**
 * A device as people recognise it, from its User-Agent: "Chrome" on "macOS". Coarse on purpose (no
 * versions): the Security list and the new-device e-mail name the kind of device, and a User-Agent can
 * say anything, so nothing here is trusted for more than a label.
 */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (patterns: ReadonlyArray<[RegExp, string]>, userAgent: string): string | undefined =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

export const deviceLabel = (userAgent: string | undefined): { browser: string; os: string } => {
  const agent = (userAgent ?? '').slice(0, 512);
  return {
    browser: first(browsers, agent) ?? 'Unknown browser',
    os: first(systems, agent) ?? 'unknown system',
  };
};

/** CloudFront's viewer country (two capital letters), or nothing: a header from elsewhere is not trusted more. */
export const countryOf = (header: string | undefined): string | undefined =>
  header && /^[A-Z]{2}$/.test(header) && header !== 'XX' ? header : undefined;
