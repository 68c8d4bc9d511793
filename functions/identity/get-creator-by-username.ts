import { type Creator, getCreator } from './entities/creator';
import { getUsernameOwner } from './entities/username';

/** Username → creator (the username item holds the owner), for public profiles. */
export const getCreatorByUsername = async (username: string): Promise<Creator | undefined> => {
  const creatorId = await getUsernameOwner(username);
  return creatorId ? getCreator(creatorId) : undefined;
};
