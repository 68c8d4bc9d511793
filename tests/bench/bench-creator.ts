/**
 * An onboarded creator for the benchmarks, written straight through the storefront module (saveCreatorProfile): a username and
 * nothing else (the module is imported late, once the bench has set the cloud's environment).
 */
export const saveBenchCreator = async (creatorId: string, username: string) => {
  const { saveCreatorProfile } = await import('../../functions/storefront');
  await saveCreatorProfile(
    creatorId,
    {
      username,
      bio: 'bench',
      avatar_url: null,
      follower_count: 0,
      instagram_handle: null,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
    },
    { completeOnboarding: true },
  );
};
