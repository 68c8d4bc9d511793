import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ContractOutput } from '../../contracts/http';
import type { getPlatform } from '../../contracts/system';

/** `GET /api/platform`: public, the settings public copy is written from. */
export type PlatformSettings = ContractOutput<typeof getPlatform>;

type FetchSettings = () => Promise<PlatformSettings>;

/**
 * How the settings are fetched: ui/ has no API client, so the SPA provides its call
 * (web/src/app/provider.tsx). The server renders with the settings it read already in the query cache
 * and provides none.
 */
export const PlatformSettingsSource = createContext<FetchSettings | null>(null);

const unavailable: FetchSettings = () =>
  Promise.reject(new Error('No PlatformSettingsSource: the platform settings cannot be fetched here'));

/** The query the platform copy reads (the server primes it with the settings it read). */
export const platformSettingsQueryKey = ['platform-settings'] as const;

export const platformSettingsQueryOptions = (fetchSettings: FetchSettings) =>
  queryOptions({
    queryKey: platformSettingsQueryKey,
    queryFn: fetchSettings,
    // Settings change with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });

export const usePlatformSettings = () =>
  useQuery(platformSettingsQueryOptions(useContext(PlatformSettingsSource) ?? unavailable));
