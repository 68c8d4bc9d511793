/**
 * Issue 36: a brand's fraud settings, BRAND#{brandId} / FRAUD_SETTINGS: each signal on or off and its
 * threshold. A brand that never saved them has the defaults (contracts/fraud.ts).
 */
import { defaultFraudSettings, type FraudSettings, fraudSignalNames } from '../../../contracts/fraud';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

export const fraudSettingsEntity = defineEntity({
  model: { entity: 'fraud-settings', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    /** FraudSettings, kept as written. */
    settings: { type: 'any', required: true },
    /** Bumped by every save: a save is conditional on the version read (two admins never overwrite blindly). */
    version: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'FRAUD_SETTINGS') },
  },
});

/** The settings and their version (0: never saved); a signal added since a save has its default. */
export const getFraudSettings = async (
  brandId: string,
  { consistent = false } = {},
): Promise<{ settings: FraudSettings; version: number }> => {
  const { data } = await fraudSettingsEntity.get({ brand_id: brandId }).go({ consistent });
  const saved = (data?.settings ?? {}) as Partial<FraudSettings>;
  const settings = Object.fromEntries(
    fraudSignalNames.map((name) => [name, saved[name] ?? defaultFraudSettings[name]]),
  ) as FraudSettings;
  return { settings, version: data?.version ?? 0 };
};
