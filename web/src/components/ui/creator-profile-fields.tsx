import type { ComponentProps } from 'react';
import { normaliseUsername, USERNAME_MAX } from '../../utils/username';
import { Input } from './input';
import { Textarea } from './textarea';

/** The longest bio the API takes (onboarding and Profile Settings alike). */
export const BIO_MAX = 500;

type ValueProps = { value: string; onValueChange: (value: string) => void };

/**
 * The creator's username field, as onboarding and Profile Settings both ask for it: lower-cased as
 * typed (spec 5), no autocorrect, the API's length.
 */
export const UsernameInput = ({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'label' | 'value' | 'onChange'> & ValueProps) => (
  <Input
    label="Username"
    value={value}
    maxLength={USERNAME_MAX}
    autoComplete="username"
    autoCapitalize="none"
    spellCheck={false}
    onChange={(event) => onValueChange(normaliseUsername(event.target.value))}
    {...props}
  />
);

/** The creator's bio, with the characters used out of the API's limit. */
export const BioTextarea = ({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Textarea>, 'label' | 'value' | 'onChange' | 'hint'> & ValueProps) => (
  <Textarea
    label="Bio"
    value={value}
    maxLength={BIO_MAX}
    onChange={(event) => onValueChange(event.target.value)}
    hint={`${value.length} / ${BIO_MAX} characters`}
    {...props}
  />
);
