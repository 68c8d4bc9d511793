import { EXPORT_TOKEN_HEADER, type ExportKind } from '../../../contracts/exports';
import { getRuntimeConfig } from '../config/runtime-config';
import { getAccessToken } from './amplify';
import { fetchFile } from './api-client';
import { brandHeaderName, getBrandInUse } from './brand-in-use';

/**
 * Downloads a CSV export (issue 21): `GET /api/exports/{kind}.csv` with the signed-in user's access token
 * in `x-access-token` (CloudFront signs the request to the export function, so `Authorization` cannot
 * carry it), then hands the file to the browser as a download named by the server.
 */
export const downloadExport = async (
  kind: ExportKind,
  query: Record<string, string | number>,
): Promise<void> => {
  const token = await getAccessToken();
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const base = getRuntimeConfig().apiUrl.replace(/\/+$/, '');
  const blob = await fetchFile(`${base}/exports/${kind}.csv?${search}`, {
    headers: {
      ...(token ? { [EXPORT_TOKEN_HEADER]: token } : {}),
      // Issue 35: a brand's export is the brand in use's (checked against membership by the server).
      ...(getBrandInUse() ? { [brandHeaderName]: getBrandInUse() as string } : {}),
    },
  });
  const name =
    kind === 'yearly' ? `yearly-totals-${query.year}.csv` : `${kind}-${query.from}-to-${query.to}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
