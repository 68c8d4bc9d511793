/**
 * `react-dom/server` in the Lambda bundles (FUNCTION_BUNDLING in infra/constructs/app-function.ts): React's
 * string renderer alone, renderToString and renderToStaticMarkup, which is all the e-mails and the public
 * pages use. `react-dom/server` itself also loads React's streaming renderer (112 KB minified), and
 * without NODE_ENV=production both in their development builds too (another 330 KB): the notification
 * consumers were about 1 MB for rendering one e-mail (issue 33). The streaming functions are not in the
 * bundle; calling one says so.
 */
const renderer = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js');

const notBundled = (name) => () => {
  throw new Error(
    `react-dom/server's ${name} is not in the Lambda bundles: see infra/bundling/react-dom-server.cjs`,
  );
};

module.exports = {
  version: renderer.version,
  renderToString: renderer.renderToString,
  renderToStaticMarkup: renderer.renderToStaticMarkup,
  renderToPipeableStream: notBundled('renderToPipeableStream'),
  renderToReadableStream: notBundled('renderToReadableStream'),
  resumeToPipeableStream: notBundled('resumeToPipeableStream'),
  resume: notBundled('resume'),
};
