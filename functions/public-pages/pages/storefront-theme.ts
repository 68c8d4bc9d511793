import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { themeCss } from '../../../ui/storefront/storefront-theme';

/**
 * `/_theme/{background}-{theme}`: a storefront's colours as CSS (ui/storefront/storefront-theme.ts says
 * why). The content follows from the address, so it is cached for good; any
 * other name is a 404.
 */
export const themeStylesheet = (name: string): APIGatewayProxyStructuredResultV2 => {
  const css = themeCss(name);
  if (css === null) {
    return {
      statusCode: 404,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=60',
      },
      body: 'Not found\n',
    };
  }
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
    body: css,
  };
};
