import * as z from 'zod/mini';
import { bioSchema, usernameSchema } from '../shared/usernames';

/** Onboarding step 1, 'Build Your Profile' (spec 2.5, 5): both fields required. */
export const onboardingProfileSchema = z.strictObject(
  { username: usernameSchema, bio: bioSchema },
  { error: 'Send the username and bio as JSON' },
);

export type OnboardingProfileInput = z.infer<typeof onboardingProfileSchema>;
