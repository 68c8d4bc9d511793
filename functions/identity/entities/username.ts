import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * A username's claim: USERNAME#{username} / USERNAME, holding the creator who owns the name. Claimed and
 * released in the transactions that save the creator's profile, so a name has at most one owner.
 */
export const usernameEntity = defineEntity({
  model: { entity: 'username', version: '1', service: SERVICE },
  attributes: {
    username: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'USERNAME#${username}'), sk: tableKey('sk', 'USERNAME') } },
});

/** Username → its owner's creator id, if claimed. */
export const getUsernameOwner = async (username: string): Promise<string | undefined> =>
  (await usernameEntity.get({ username }).go()).data?.creator_id;
