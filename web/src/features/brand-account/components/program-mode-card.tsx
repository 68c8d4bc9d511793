import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { cn } from '../../../../../ui/utils/cn';
import { SectionCard } from '../../../components/layouts/section-card';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type Brand, type ProgramMode, programModeLabels, programModes } from '../../../types/brand';
import { useUpdateProgram } from '../api/update-program';

const explanations: Record<ProgramMode, string> = {
  open: 'Any creator can copy a link to your available products and start promoting at once.',
  approval:
    'Creators apply to promote a product and get a link only once you approve them (Influencers & Campaigns). Links creators already have keep working.',
};

/**
 * Program settings (issue 21): who may promote the brand's products. A radio group and its own Save,
 * apart from the brand details, so neither save rewrites the other.
 */
export const ProgramModeCard = ({ brand }: { brand: Brand }) => {
  const [mode, setMode] = useState<ProgramMode>(brand.program_mode);
  const update = useUpdateProgram();
  const unchanged = mode === brand.program_mode;
  // Issue 35: the program's mode is the program's (owners, admins, managers); the others read it.
  const editable = useBrandRole().can('program');

  const save = () =>
    update.mutate(mode, {
      onSuccess: (saved) => toast.success('Program Updated', `${programModeLabels[saved.program_mode]}.`),
      onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to update your program')),
    });

  return (
    <SectionCard
      titleId="program-mode-title"
      title="Who can promote your products"
      description="Creators see this on your brand page and in Explore."
      data-testid="program-mode"
    >
      <form
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!editable}>
          <legend className="sr-only">Program mode</legend>
          {programModes.map((option) => (
            <label
              key={option}
              className={cn(
                'flex gap-3 rounded-xl border p-4 text-sm',
                editable && 'cursor-pointer',
                mode === option
                  ? 'border-violet-600 bg-violet-50 text-violet-900'
                  : 'border-slate-200 text-slate-800 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="program-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="mt-0.5 size-4 shrink-0 accent-violet-700"
              />
              <span>
                <span className="block font-semibold">{programModeLabels[option]}</span>
                <span className="mt-1 block text-slate-600">{explanations[option]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {editable ? (
          <div className="flex justify-end">
            <Button type="submit" isLoading={update.isPending} disabled={unchanged || update.isPending}>
              Save program
            </Button>
          </div>
        ) : (
          <RoleNote work="program" />
        )}
      </form>
    </SectionCard>
  );
};
