/**
 * The headless Chromium that ships inside the `@sparticuz/chromium` npm package, so `npm install && npm
 * test` needs no system browser. The package holds brotli-compressed files (the chrome-headless-shell
 * binary, its SwiftShader GL libraries, the NSS libraries it links against, a font); they are unpacked
 * once per machine and package version into node_modules/.cache/, then reused by every test run.
 *
 * We unpack them ourselves rather than through the package's `executablePath()`: that one unpacks into
 * the shared os.tmpdir() with no locking (two vitest workers would write the same 190 MB file at once)
 * and treats any existing /tmp/chromium, of whatever version, as already unpacked.
 */
import { execFile } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';

const execFileAsync = promisify(execFile);

// The package exports only its entry point (build/cjs/index.cjs): the compressed files are two levels up.
const packageDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')),
  '..',
  '..',
);
const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** node_modules/.cache is where build tools keep derived files; `npm ci` or a version bump starts afresh. */
export const defaultCacheRoot = path.resolve(packageDir, '..', '..', '.cache', 'sparticuz-chromium');

export interface BundledChromium {
  executablePath: string;
  /** What the browser process needs in its environment (fonts, the NSS libraries shipped beside it). */
  env: Record<string, string>;
}

const describe = (dir: string): BundledChromium => ({
  executablePath: path.join(dir, 'chromium'),
  env: {
    FONTCONFIG_FILE: path.join(dir, 'fonts.conf'),
    // The binary links against NSS (libnss3, libnspr4) and expat; the package ships builds of them, so the
    // browser does not depend on the machine having them (a bare Debian has none).
    LD_LIBRARY_PATH: [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
  },
});

/** Where this package version is (or will be) unpacked: a pure function of the installed version. */
export const bundledChromiumDir = (cacheRoot = defaultCacheRoot): string =>
  path.join(cacheRoot, packageVersion());

/** The unpacked browser, or undefined when it has not been unpacked yet (see `unpackBundledChromium`). */
export const bundledChromium = (cacheRoot = defaultCacheRoot): BundledChromium | undefined => {
  const dir = bundledChromiumDir(cacheRoot);
  // The directory only ever appears whole (renamed into place), so its binary existing means it is complete.
  return existsSync(path.join(dir, 'chromium')) ? describe(dir) : undefined;
};

/** One of the package's .br files, decompressed into `target` (a file or tar's input). */
const decompress = (name: string, target: Writable) =>
  pipeline(createReadStream(path.join(packageDir, 'bin', name)), createBrotliDecompress(), target);

const unpackFile = (name: string, file: string) => decompress(name, createWriteStream(file, { mode: 0o755 }));

/**
 * A .tar.br into `dir` through the system's tar (part of every Linux base system, unlike a browser). The
 * archive is decompressed to a file first: tar stops reading at the end-of-archive marker, which would cut
 * a pipe short.
 */
const unpackTar = async (name: string, dir: string) => {
  mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, `${name}.tmp`);
  await unpackFile(name, archive);
  await execFileAsync('tar', ['-x', '--no-same-owner', '-f', archive, '-C', dir]);
  rmSync(archive);
};

/**
 * Its own fonts (Open Sans) plus the system's configuration: the app's text renders even on a machine
 * without fonts, and symbols Open Sans lacks (the arrows "→", "←") come from the system's fonts, which
 * Java's runtime brings along (openjdk → fontconfig → fonts-dejavu-core). The system's choices come
 * first, so screenshots look as they did with Debian's chromium. Font caches stay inside the cache dir.
 */
const fontsConf = (dir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>
</fontconfig>
`;

/**
 * Unpacks the browser if it is not there yet and returns it. Safe to call from several processes at once:
 * each unpacks into its own staging directory and renames it into place; the first rename wins, the
 * others find the directory taken and drop their copy. Vitest's global setup calls it once per run, so
 * workers normally find it ready.
 */
export const unpackBundledChromium = async (cacheRoot = defaultCacheRoot): Promise<BundledChromium> => {
  const ready = bundledChromium(cacheRoot);
  if (ready) return ready;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `@sparticuz/chromium ships a linux-x64 browser only (this is ${process.platform}-${process.arch}): ` +
        'set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  const dir = bundledChromiumDir(cacheRoot);
  mkdirSync(cacheRoot, { recursive: true });
  const staging = await mkdtemp(path.join(cacheRoot, '.staging-'));
  try {
    await Promise.all([
      unpackFile('chromium.br', path.join(staging, 'chromium')),
      // libGLESv2/libEGL/SwiftShader: Chromium loads them from its own directory.
      unpackTar('swiftshader.tar.br', staging),
      unpackTar('fonts.tar.br', path.join(staging, 'fonts')),
      // lib/: NSS, NSPR and expat built for Amazon Linux 2023; they only need glibc.
      unpackTar('al2023.tar.br', staging),
    ]);
    // Paths inside point at the final directory, which this staging one becomes.
    await writeFile(path.join(staging, 'fonts.conf'), fontsConf(dir));
    try {
      renameSync(staging, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another process renamed its copy into place first: theirs is as good as ours.
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || !bundledChromium(cacheRoot)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return describe(dir);
};
