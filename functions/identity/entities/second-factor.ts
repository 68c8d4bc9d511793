import type { EntityItem } from 'electrodb';
import { batchGetEntities } from '../../shared/data/batch-get';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * A person's second factor (issue 35), USER#{id} / SECURITY: when they turned TOTP on through Account →
 * Security, and their current set of ten recovery codes, each stored as a salted SHA-256 (never the
 * code), marked when used. Whether TOTP is on at all is Cognito's record (it decides sign-ins); this
 * item holds what Cognito does not: the recovery codes and when they were issued.
 */
export const secondFactorEntity = defineEntity({
  model: { entity: 'second-factor', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, field: 'user_id' },
    totpEnabledAt: { type: 'string', field: 'totp_enabled_at' },
    /** Names the current set: a code of an older set never matches, even one written at the same index. */
    recoverySet: { type: 'string', required: true, field: 'recovery_set' },
    recoveryCodesIssuedAt: { type: 'string', required: true, field: 'recovery_codes_issued_at' },
    recoveryCodes: {
      type: 'list',
      required: true,
      field: 'recovery_codes',
      items: {
        type: 'map',
        properties: {
          salt: { type: 'string', required: true },
          hash: { type: 'string', required: true },
          used_at: { type: 'string' },
        },
      },
    },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${userId}'), sk: tableKey('sk', 'SECURITY') },
  },
});

export type SecondFactorItem = EntityItem<typeof secondFactorEntity>;
export type StoredRecoveryCode = { salt: string; hash: string; used_at?: string };

export const getSecondFactor = async (userId: string): Promise<SecondFactorItem | undefined> =>
  (await secondFactorEntity.get({ userId }).go()).data ?? undefined;

/**
 * Turns TOTP on with a new set of codes. Refused (false) while it is on already: two tabs finishing the
 * same set-up get one set of codes between them, not two sets of which only the last would work.
 */
export const enrolSecondFactor = async (item: {
  userId: string;
  totpEnabledAt: string;
  recoverySet: string;
  recoveryCodes: StoredRecoveryCode[];
}): Promise<boolean> => {
  try {
    await secondFactorEntity
      .put({ ...item, recoveryCodesIssuedAt: item.totpEnabledAt })
      .where((attr, op) => op.notExists(attr.totpEnabledAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** A new set of codes in place of the current one, only while TOTP is on (false otherwise). */
export const replaceRecoveryCodes = async (
  userId: string,
  set: { recoverySet: string; recoveryCodes: StoredRecoveryCode[]; issuedAt: string },
): Promise<boolean> => {
  try {
    await secondFactorEntity
      .patch({ userId })
      .set({
        recoverySet: set.recoverySet,
        recoveryCodes: set.recoveryCodes,
        recoveryCodesIssuedAt: set.issuedAt,
      })
      .where((attr, op) => op.exists(attr.totpEnabledAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** TOTP off through Account → Security: the item and its codes go. */
export const removeSecondFactor = async (userId: string): Promise<void> => {
  await secondFactorEntity.delete({ userId }).go();
};

/**
 * Uses recovery code `index` of set `recoverySet` and records TOTP as off, in one conditional write: of
 * two requests with the same code (two tabs), exactly one gets true.
 */
export const spendRecoveryCode = async (
  userId: string,
  recoverySet: string,
  index: number,
  at: string,
): Promise<boolean> => {
  try {
    await secondFactorEntity
      .patch({ userId })
      .data(({ recoveryCodes, totpEnabledAt }, { set, remove }) => {
        set(recoveryCodes[index]?.used_at, at);
        remove(totpEnabledAt);
      })
      .where(
        ({ recoverySet: set, recoveryCodes }, { eq, exists, notExists }) =>
          `${eq(set, recoverySet)} AND ${exists(recoveryCodes[index]?.hash)} AND ${notExists(recoveryCodes[index]?.used_at)}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * Of these people, those who have two-factor sign-in on (their item records it): the team screen's
 * column and the brand's requirement read the same record (data/brand-request.ts). One BatchGet.
 */
export const peopleWithSecondFactor = async (userIds: readonly string[]): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const items = await batchGetEntities<SecondFactorItem>(
    secondFactorEntity,
    userIds.map((userId) => ({ userId })),
    { attributes: ['userId', 'totpEnabledAt'], consistent: true },
  );
  return new Set(items.filter((item) => item.totpEnabledAt).map((item) => item.userId));
};
