import { type FormEvent, useState } from 'react';
import { OnboardingStep, type StepHeading } from '../../../components/layouts/onboarding-wizard';
import { Button } from '../../../components/ui/button';
import { BioTextarea, UsernameInput } from '../../../components/ui/creator-profile-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import type { Creator } from '../../../types/creator';
import { usernameMessages, usernameProblem, usernameProblemMessage } from '../../../utils/username';
import { useSaveOnboardingProfile } from '../api/save-profile';

type Field = 'username' | 'bio';
const fieldIds: Record<Field, string> = { username: 'onboarding-username', bio: 'onboarding-bio' };

/**
 * Step 1, 'Build Your Profile' (spec 5): username and bio required; the username is lower-cased as
 * typed, letters, digits, underscores and hyphens only, and must be free (the server decides that).
 */
export const ProfileStep = ({
  heading,
  firstName,
  creator,
  onSaved,
}: {
  heading: StepHeading;
  firstName: string;
  creator: Creator | null;
  onSaved: (creator: Creator) => void;
}) => {
  const [username, setUsername] = useState(creator?.username ?? '');
  const [bio, setBio] = useState(creator?.bio ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveOnboardingProfile();

  const refuse = (next: Partial<Record<Field, string>>, title: string, text: string) => {
    setErrors(next);
    toast.error(title, text);
    const first = (['username', 'bio'] as const).find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = username.trim();
    const text = bio.trim();
    if (!name || !text) {
      refuse(
        {
          ...(name ? {} : { username: 'Please enter a username' }),
          ...(text ? {} : { bio: 'Please write a short bio' }),
        },
        'Missing Information',
        usernameMessages.missing,
      );
      return;
    }
    const problem = usernameProblem(name);
    if (problem) {
      const { title, message } = usernameProblemMessage[problem];
      refuse({ username: message }, title, message);
      return;
    }
    setErrors({});
    let saved: Creator;
    try {
      saved = await save.mutateAsync({ username: name, bio: text });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        refuse({ username: usernameMessages.taken }, 'Username Taken', usernameMessages.taken);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fields = error.fields as Partial<Record<Field, string>>;
        const message = fields.username ?? fields.bio ?? error.message;
        refuse(fields, fields.username ? 'Invalid Username' : 'Error', message);
        return;
      }
      toast.error('Error', error instanceof ApiError ? error.message : 'Failed to update profile');
      return;
    }
    onSaved(saved);
  };

  return (
    <OnboardingStep>
      {heading('Build Your Profile')}
      <p className="text-center text-slate-600">
        Welcome{firstName ? `, ${firstName}` : ''}! Pick the name brands will know you by and tell them what
        you create.
      </p>
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <UsernameInput
          id={fieldIds.username}
          value={username}
          onValueChange={setUsername}
          error={errors.username}
          hint="Letters, numbers, underscores and hyphens; lower-case, 3-30 characters."
        />
        <BioTextarea
          id={fieldIds.bio}
          value={bio}
          onValueChange={setBio}
          rows={4}
          placeholder="What you create, for whom, and where"
          error={errors.bio}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? 'Saving...' : 'Continue'}
          </Button>
        </div>
      </form>
    </OnboardingStep>
  );
};
