/** The wordmark shown in the header and page titles; change it here only. */
export const appName = 'Affiliate Marketplace';

export const pageTitle = (title?: string): string => (title ? `${title} · ${appName}` : appName);
