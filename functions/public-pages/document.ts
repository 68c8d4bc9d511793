import { escapeHtml, type PageMeta, renderHead } from './metadata';
import type { WebBuild } from './web-build';

/** Where the SPA is, for a marketing page's script to start it for a visitor who may be signed in. */
const appEntry = (app: WebBuild['app']): string =>
  `\n    <meta name="app-entry" content="${escapeHtml(app.script)}" data-styles="${escapeHtml(app.styles.join(' '))}">`;

/**
 * A whole public page: the head (metadata.ts), the public build's styles and script, and the body the
 * server rendered from the React components it shares with the SPA (ui/). The script is a module
 * (deferred): the page is complete and readable before it runs, and without it (JavaScript off, a
 * crawler) nothing is missing but the islands' interactivity.
 */
export const renderDocument = ({
  meta,
  body,
  build,
  themeColor,
  startsApp = false,
  styles = [],
}: {
  meta: PageMeta;
  body: string;
  build: Pick<WebBuild, 'script' | 'styles' | 'app'>;
  themeColor?: string | undefined;
  startsApp?: boolean | undefined;
  styles?: string[] | undefined;
}): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${escapeHtml(themeColor ?? '#6d28d9')}">
    ${renderHead(meta)}
    ${[...build.styles, ...styles].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')}
    <script type="module" src="${escapeHtml(build.script)}"></script>${startsApp ? appEntry(build.app) : ''}
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236d28d9'/%3E%3Cpath d='M9 22V10l7 7 7-7v12' stroke='white' stroke-width='3' fill='none' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E">
  </head>
  <body class="bg-slate-50 text-slate-900 antialiased">
    ${body}
  </body>
</html>
`;
