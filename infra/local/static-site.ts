/**
 * Serves the built web app (web/dist) like S3 + CloudFront: hashed assets cached for a year, files by
 * name, extension-less paths to the default origin (the render function: public pages, else the SPA's
 * shell), and on every answer
 * the security headers CloudFront's response-headers policy adds (infra/security-headers.ts).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CARD_PATH_PREFIX } from '../../functions/public-pages';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * `securityHeaders`: the SPA's headers from infra/security-headers.ts (the local cloud passes
 * localSpaSecurityHeaders), written on every answer, errors included, as CloudFront does.
 * `pages`: the default origin for extension-less paths (the render function, public-pages.ts); it serves
 * the server-rendered pages and the SPA's shell for the rest.
 */
export const createStaticSite = (
  distDir: string,
  securityHeaders: Record<string, string>,
  pages: (req: IncomingMessage, res: ServerResponse) => void,
) => {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');

  const sendFile = (res: ServerResponse, file: string, method: string): void => {
    const ext = path.extname(file).toLowerCase();
    const hashedAsset = file.startsWith(path.join(root, 'assets') + path.sep);
    res.writeHead(200, {
      ...securityHeaders,
      'content-type': types[ext] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { ...securityHeaders, allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (!existsSync(index)) {
      res.writeHead(503, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(
        'The web app is not built yet. Run `npm run build:web` (npm start does it for you).\n',
      );
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.resolve(root, `.${pathname}`);
    // Never serve outside the build folder (../ tricks).
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      sendFile(res, file, method);
      return;
    }
    // Share cards (/og/…png) are the render functions' too, as CloudFront's /og/* behaviour sends them.
    if (path.extname(pathname) && !pathname.startsWith(CARD_PATH_PREFIX)) {
      res.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return;
    }
    pages(req, res);
  };
};
