import { getPlatform } from '../../../../../contracts/system';
import type { PlatformSettings } from '../../../../../ui/platform/platform-settings';
import { callApi } from '../../../lib/api-client';

/**
 * No token (a public route): the answer is the same for everyone, and the marketing pages need no Amplify
 * for it. The SPA provides it to ui/'s platform copy (PlatformSettingsSource, app/provider.tsx).
 */
export const getPlatformSettings = (): Promise<PlatformSettings> => callApi(getPlatform);
