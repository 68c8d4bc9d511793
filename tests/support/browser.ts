/**
 * Headless Chromium for browser journeys, driven by playwright-core (no browser download): by default the
 * one shipped inside the `@sparticuz/chromium` npm package (unpacked once into node_modules/.cache by the
 * cloud project's global setup, see bundled-chromium.ts), so the tests need no system package.
 * CHROMIUM_PATH overrides it (e.g. /usr/bin/chromium, or a Chrome on a machine that is not linux-x64).
 * Debian's /usr/bin/chromium is not preferred even when installed: the npm one is the same version on
 * every machine, pinned by the lockfile, so screenshots and axe results do not depend on what apt has.
 * A missing browser fails the suite with a clear message; it is never skipped silently.
 * One browser per test file; each test gets a fresh context (cookies, storage) from `openPage`.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { totpCode } from '../../infra/local/totp';
import { bundledChromiumDir, unpackBundledChromium } from './bundled-chromium';
import { api, newUser, outputs, signedUpUser, type TestUser } from './cloud';

/** CHROMIUM_PATH when set (and not empty), else the npm package's browser (unpacked or not yet). */
export const chromiumPath = (): string =>
  process.env.CHROMIUM_PATH || path.join(bundledChromiumDir(), 'chromium');

export const screenshotDir = path.resolve('test-results', 'screenshots');

/** The executable and the environment it needs: the system's for CHROMIUM_PATH, the bundled one's else. */
const resolveChromium = async (): Promise<{ executablePath: string; env: Record<string, string> }> => {
  const override = process.env.CHROMIUM_PATH;
  if (!override) return unpackBundledChromium();
  if (!existsSync(override)) {
    throw new Error(
      `Chromium not found at CHROMIUM_PATH=${override}. Unset it to use the npm package's browser.`,
    );
  }
  return { executablePath: override, env: {} };
};

const startChromium = async (): Promise<Browser> => {
  const { executablePath, env } = await resolveChromium();
  return chromium.launch({
    executablePath,
    env: { ...(process.env as Record<string, string>), ...env },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
};

/** One Chromium per test worker process, started by the first file that asks for it. */
let sharedChromium: Promise<Browser> | undefined;

/**
 * A browser for one test file. The cloud project runs its files without isolation (vitest.config.ts), so a
 * worker process serves many files: they share one Chromium rather than each starting its own, which on
 * CI's two cores cost a second or two of CPU per file. What a file gets is that Chromium seen through a
 * handle whose `close()` closes only the contexts this file opened, so files stay as separate as before
 * (each context has its own cookies and storage). With isolation on, each file's process starts its own.
 */
export const launchBrowser = async (): Promise<Browser> => {
  if (!sharedChromium || !(await sharedChromium.catch(() => undefined))?.isConnected()) {
    sharedChromium = startChromium();
  }
  const shared = await sharedChromium;
  const opened = new Set<BrowserContext>();
  return new Proxy(shared, {
    get(target, property) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          opened.add(context);
          context.on('close', () => opened.delete(context));
          return context;
        };
      }
      if (property === 'close') {
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/**
 * Ends the shared Chromium itself (a handle's `close()` leaves it for the process's other files). Vitest
 * ends its workers, and Chromium with them; a script (the bench) calls this when done, or Chromium's pipe
 * would keep it running after its last line.
 */
export const stopSharedChromium = async (): Promise<void> => {
  const shared = sharedChromium;
  sharedChromium = undefined;
  await (await shared?.catch(() => undefined))?.close();
};

/**
 * Screenshots are for a person to look at (test-results/screenshots). CI keeps no artifacts, so there
 * they are not taken unless SCREENSHOTS=1: each full-page PNG cost Chromium a few hundred ms of CPU on
 * CI's two cores, ~400 of them a run. The checks beside them (axe, layout) run either way.
 */
const takeScreenshots =
  process.env.SCREENSHOTS === '1' || (process.env.CI !== 'true' && process.env.SCREENSHOTS !== '0');

/** The whole page by default; `fullPage: false` for what the screen shows (fixed bars in place). */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  if (!takeScreenshots) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
};

/** One element (a card, a dialog) rather than the page. */
export const screenshotOf = async (locator: Locator, name: string): Promise<void> => {
  if (!takeScreenshots) return;
  mkdirSync(screenshotDir, { recursive: true });
  await locator.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
};

/** Desktop is the spec's wide layout; phone is under the 768 px mobile breakpoint. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

export type OpenPageOptions = {
  viewport?: keyof typeof viewports;
  /** A signed-in user's saved storage (see `signedInSession`). */
  session?: SavedSession;
  /** Runs before the page loads: stub a route, listen to the console. */
  prepare?: (context: BrowserContext) => Promise<unknown> | undefined;
  /**
   * Needed for the Shopify connection: @shopify/shopify-api refuses OAuth to bot user agents, and
   * headless Chromium announces itself as one (use BROWSER_UA from shopify-connect.ts).
   */
  userAgent?: string;
  /** false: a browser with JavaScript off (what a server-rendered page must still show). */
  javaScriptEnabled?: boolean;
};

/** Nothing on the page is wider than the phone's screen (measured at the phone's width, then back). */
export const fitsThePhone = async (page: Page): Promise<boolean> => {
  await page.setViewportSize(viewports.phone);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(viewports.desktop);
  return width <= viewports.phone.width;
};

/** A fresh context (no cookies or storage unless `session`) with the SPA as base URL, at `pathname`. */
export const openPage = async (
  browser: Browser,
  pathname: string,
  { viewport = 'desktop', session, prepare, userAgent, javaScriptEnabled = true }: OpenPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: outputs().WebUrl,
    viewport: viewports[viewport],
    // As a user who asked for less motion: the web honours it (motion-safe: / motion-reduce:), so a
    // screen is drawn in its final state at once — screenshots and axe never catch a fade halfway.
    reducedMotion: 'reduce',
    ...(session ? { storageState: session } : {}),
    ...(userAgent ? { userAgent } : {}),
  });
  // Bounded waits everywhere: a missing element fails well before the test timeout. 30 s, not 15: on CI's
  // two saturated cores (four test processes, three clouds) a dashboard after onboarding once took longer
  // than 15 s to show; a wait that is met returns at once, so only a failure waits this long.
  context.setDefaultTimeout(30_000);
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(pathname);
  return { context, page };
};

/**
 * What a person reads and can follow on a page: its visible text (spaces collapsed) and its links, as
 * "text → href". A server-rendered page must give the same with JavaScript off as with it on.
 */
export const textAndLinks = (page: Page): Promise<{ text: string; links: string[] }> =>
  page.evaluate(() => ({
    text: document.body.innerText.replace(/\s+/g, ' ').trim(),
    links: [...document.querySelectorAll('a[href]')].map(
      (link) => `${(link.textContent ?? '').replace(/\s+/g, ' ').trim()} → ${link.getAttribute('href')}`,
    ),
  }));

/** `pathname` read signed out with JavaScript on (its script run, the network settled) and off. */
export const withAndWithoutJavaScript = async (browser: Browser, pathname: string) => {
  const read = async (javaScriptEnabled: boolean) => {
    const { context, page } = await openPage(browser, pathname, { javaScriptEnabled });
    try {
      await page.waitForLoadState('networkidle');
      return await textAndLinks(page);
    } finally {
      await context.close();
    }
  };
  return { on: await read(true), off: await read(false) };
};

export const logInThroughUi = async (page: Page, user: Pick<TestUser, 'email' | 'password'>) => {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * An operator's sign-in through the login page (support/operators.ts signedUpOperator): the password, then
 * the authenticator app's code (operators use two-factor sign-in); they land in the console.
 */
export const logInOperatorThroughUi = async (
  page: Page,
  operator: { user: Pick<TestUser, 'email' | 'password'>; secret?: string },
) => {
  await logInThroughUi(page, operator.user);
  if (operator.secret) {
    await page.getByLabel('Authentication code').fill(totpCode(operator.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
};

/**
 * A confirmed user of `role` (created over the wire, which is fast), logged in once through the login
 * page; the saved storage (Amplify's tokens) lets later contexts start signed in.
 */
export const signedInSession = async (
  browser: Browser,
  role: 'brand' | 'creator',
  overrides: Partial<TestUser> = {},
): Promise<{ user: TestUser; session: SavedSession }> => {
  const { user } = await signedUpUser(role, overrides);
  return { user, session: await sessionOf(browser, user, role) };
};

/**
 * The sign-in details of a user created over the wire by a helper that returns only a token
 * (`brandWithStore`, `onboardedCreator`): the address from `GET /api/me`, the password `newUser` gives
 * every test user.
 */
export const credentialsOf = async (token: string): Promise<Pick<TestUser, 'email' | 'password'>> => {
  const me = await api('/me', { token });
  if (me.status !== 200) throw new Error(`GET /api/me answered ${me.status}`);
  return { email: me.body.email as string, password: newUser('any').password };
};

/**
 * Logs an existing user in through the login page once; the saved storage starts later contexts signed in.
 * The user is its sign-in details, or the token of one a helper created over the wire (`credentialsOf`).
 */
export const sessionOf = async (
  browser: Browser,
  user: Pick<TestUser, 'email' | 'password'> | string,
  role: 'brand' | 'creator',
): Promise<SavedSession> => {
  const credentials = typeof user === 'string' ? await credentialsOf(user) : user;
  const { context, page } = await openPage(browser, '/login');
  try {
    await logInThroughUi(page, credentials);
    await page.waitForURL(`**/${role}/dashboard`);
    // The header's role badge appears once the session (and so Amplify's stored tokens) is in place.
    await page.getByRole('banner').getByTestId('role-badge').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/** A brand's and a creator's sessions (users created over the wire), signed in side by side. */
export const sessionsOf = (browser: Browser, brand: { token: string }, creator: { token: string }) =>
  Promise.all([sessionOf(browser, brand.token, 'brand'), sessionOf(browser, creator.token, 'creator')]);

/**
 * Waits until the page shows a state worth judging: no finite animation or transition running (text
 * measured mid fade-in has another contrast) and nothing marked aria-busy (older results dimmed while a
 * new search loads, skeletons, a button's pending action), and still so STEADY_MS later. Endless
 * animations (a spinner) are not waited for. A page that does not settle fails with what kept it busy, rather than being judged by luck.
 */
/** Longer than the search debounce (web/src/lib/use-directory-search.ts, 300 ms). */
const STEADY_MS = 400;

export const waitUntilSettled = async (page: Page, label: string, timeout = 10_000): Promise<void> => {
  // Runs in the page (serialised: no named inner functions): with `report`, what keeps it unsettled
  // (the busy or animated elements); else whether it is settled.
  const check = (report: boolean) => {
    const unsettled = [
      ...document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => ['animated', (animation.effect as KeyframeEffect | null)?.target] as const),
      ...[...document.querySelectorAll('[aria-busy="true"]')].map((element) => ['busy', element] as const),
    ];
    if (!report) return unsettled.length === 0;
    return unsettled.map(
      ([why, element]) =>
        `${why} <${element?.tagName.toLowerCase() ?? '?'} class="${element?.getAttribute('class') ?? ''}">`,
    );
  };
  const deadline = Date.now() + timeout;
  try {
    // Settled twice, STEADY_MS apart: a search typed just before is debounced (300 ms) and only then
    // dims the list it will replace; judging in between measured the dimmed cards' contrast.
    for (;;) {
      await page.waitForFunction(check, false, { timeout: Math.max(1, deadline - Date.now()) });
      await page.waitForTimeout(STEADY_MS);
      if (await page.evaluate(check, false)) return;
      if (Date.now() > deadline) throw new Error('settled, then busy again');
    }
  } catch (error) {
    const left = await page.evaluate(check, true).catch(() => []);
    throw new Error(`${label}: the page did not settle within ${timeout} ms: ${String(left)}`, {
      cause: error,
    });
  }
};

/**
 * The rules a default axe run runs (enabled, not experimental) that can report a serious or critical
 * violation. A rule that declares its impact reports every violation at that impact (axe-core's
 * finalizeRuleResult), so the minor and moderate ones (region, heading-order, the landmark rules: a third
 * of the rules) could never fail a check here and are not run.
 */
interface AxeRule {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}
const SERIOUS_RULES = (axe as unknown as { _audit: { rules: AxeRule[] } })._audit.rules
  .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
  .filter((rule) => rule.impact !== 'minor' && rule.impact !== 'moderate')
  .map((rule) => rule.id);

/** axe-core as the page runs it (half a megabyte of script). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page once it has settled (`waitUntilSettled`).
 * axe runs in the page itself, put there once per document: it stays across the SPA's own navigations,
 * and a reload brings a document without it. (@axe-core/playwright injected and compiled the whole script
 * before every check: most of the ~300 ms each of the suite's ~500 checks cost Chromium on CI.) The
 * pages have no iframes, so the top document is all there is to check.
 */
export const seriousViolations = async (page: Page, label = 'axe') => {
  await waitUntilSettled(page, label);
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      }),
    SERIOUS_RULES,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
};

export const expectNoSeriousViolations = async (page: Page, label: string) => {
  const violations = await seriousViolations(page, label);
  expect(violations, `${label}\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
};

/** Waits for a toast with this title (and text, when given). */
/**
 * Reloads `page` until `read` returns text holding `expected`: what event consumers write (the ledger)
 * reaches a screen only after its request, so the screen is read again.
 */
export const untilShown = async (page: Page, read: () => Promise<string | null>, expected: string) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = await read().catch(() => null);
    if (text?.includes(expected)) return;
    await page.waitForTimeout(750);
    await page.reload();
  }
  expect(await read()).toContain(expected);
};

export const waitForToast = async (page: Page, title: string, text?: string | RegExp) => {
  const item = page.getByTestId('toasts').locator('[data-variant]', { hasText: title });
  await (text ? item.filter({ hasText: text }) : item).first().waitFor();
};

/** Closes every toast on screen (their own dismiss buttons). */
export const dismissToasts = async (page: Page) => {
  const buttons = page.getByTestId('toasts').getByRole('button', { name: 'Dismiss notification' });
  while ((await buttons.count()) > 0) {
    // A toast may time out by itself meanwhile: then there is nothing to click.
    await buttons
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
};

/**
 * Screenshots at 1280 px (`{name}-desktop`) and 375 px (`{name}-phone`: what the phone shows first;
 * `{name}-phone-full`: the whole page), with axe at both; back at 1280 px afterwards. `ready` waits
 * for what must be on screen after the resize.
 */
export const screenshotsAndAxe = async (page: Page, name: string, ready: () => Promise<unknown>) => {
  // From the top: a page scrolled by an earlier step would put the sticky header mid-shot. Toasts of
  // earlier steps are dismissed, so the shots show the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await dismissToasts(page);
  await page.setViewportSize(viewports.desktop);
  await ready();
  await screenshot(page, `${name}-desktop`);
  await expectNoSeriousViolations(page, `${name} at 1280 px`);
  await page.setViewportSize(viewports.phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  await ready();
  await screenshot(page, `${name}-phone`, { fullPage: false });
  await screenshot(page, `${name}-phone-full`);
  await expectNoSeriousViolations(page, `${name} at 375 px`);
  await page.setViewportSize(viewports.desktop);
};
