/**
 * Issue 36: a brand saves its fraud settings. Conditional on the version the brand read, so a second
 * admin's save made meanwhile is never overwritten (409, reload); written with its audit entry in one
 * transaction (before and after: the signals that changed). A save that changes nothing writes nothing.
 */
import { type FraudSettings, type FraudSignalName, fraudSignalNames } from '../../../contracts/fraud';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { defineService, writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { fraudSettingsEntity, getFraudSettings } from './settings';

const service = defineService({ fraudSettings: fraudSettingsEntity });

const CHANGED_MEANWHILE =
  'Someone changed these fraud settings since you opened them. Reload to see theirs, then save again.';

/** A coupon list in one form: each site once, in the order first typed. */
const normalized = (settings: FraudSettings): FraudSettings => ({
  ...settings,
  leaked_code: { ...settings.leaked_code, coupon_sites: [...new Set(settings.leaked_code.coupon_sites)] },
});

const changedNames = (before: FraudSettings, after: FraudSettings): FraudSignalName[] =>
  fraudSignalNames.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));

const only = (settings: FraudSettings, names: FraudSignalName[]) =>
  Object.fromEntries(names.map((name) => [name, settings[name]]));

export const saveFraudSettings = async (
  brandId: string,
  wanted: FraudSettings,
  readVersion: number,
  actor: Actor,
): Promise<{ settings: FraudSettings; version: number }> => {
  const current = await getFraudSettings(brandId, { consistent: true });
  if (current.version !== readVersion) throw new DomainError('conflict', CHANGED_MEANWHILE);
  const settings = normalized(wanted);
  const changed = changedNames(current.settings, settings);
  if (changed.length === 0) return current;
  const version = readVersion + 1;
  const item = { brand_id: brandId, settings, version, updated_at: new Date().toISOString() };
  const audit = auditEntry(brandId, actor, {
    kind: 'fraud_settings.changed',
    subject: { type: 'fraud_settings', id: brandId, label: 'Fraud signals' },
    before: only(current.settings, changed),
    after: only(settings, changed),
  });
  const outcome = await writeTransaction(service, (entities) => ({
    settings:
      readVersion === 0
        ? entities.fraudSettings.create(item).commit()
        : entities.fraudSettings
            .put(item)
            .where((attr, op) => op.eq(attr.version, readVersion))
            .commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) throw new DomainError('conflict', CHANGED_MEANWHILE);
  return { settings, version };
};
