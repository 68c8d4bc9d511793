/**
 * The brand's Creators directory is paged (GET /api/brand/creators?cursor=): tests that look for one
 * creator walk every page, as 'Load more' would.
 */
import { api } from './cloud';

export interface DirectoryCreatorEntry {
  id: string;
  username: string;
  relationship_type: 'favorite' | 'blacklist' | null;
  notes: string;
  [field: string]: unknown;
}

export const allDirectoryCreators = async (
  token: string,
  query: Record<string, string> = {},
): Promise<DirectoryCreatorEntry[]> => {
  const creators: DirectoryCreatorEntry[] = [];
  let cursor = '';
  for (let pages = 0; pages < 500; pages++) {
    const params = new URLSearchParams({ limit: '48', ...query, ...(cursor ? { cursor } : {}) });
    const response = await api(`/brand/creators?${params}`, { token });
    if (response.status !== 200) throw new Error(`directory page: ${response.status}`);
    creators.push(...response.body.creators);
    cursor = response.body.next_cursor ?? '';
    if (!cursor) return creators;
  }
  throw new Error('directory: too many pages');
};
