import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { UserIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { StorefrontLink } from '../../../components/storefront-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { useProfile } from '../api/get-profile';
import { InstagramCard } from './instagram-card';
import { ProfileForm } from './profile-form';

/** Profile Settings (/creator/profile, spec 2.5 and 5). */
export const ProfileSettingsScreen = () => {
  const profile = useProfile();
  return (
    <PageContainer data-testid="creator-profile-settings">
      <PageHeader title="Profile Settings" description="How brands and shoppers see you." />
      <QueryState
        query={profile}
        what="account data"
        loading={
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6" aria-busy="true">
            <Skeleton className="h-5 w-40" label="Loading your profile" />
            <Skeleton className="mt-4 h-10 w-full" label="" />
            <Skeleton className="mt-4 h-24 w-full" label="" />
          </div>
        }
      >
        {({ creator, email, storefront }) =>
          creator ? (
            <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
              <SectionCard
                titleId="profile-storefront-title"
                title="Your storefront"
                className="lg:col-span-3"
              >
                <StorefrontLink
                  username={creator.username}
                  exists={storefront.exists}
                  active={storefront.is_active}
                  className="mt-3"
                />
                <Link
                  to={paths.creator.storefront.getHref()}
                  className="mt-3 inline-block text-sm font-medium text-violet-700 underline underline-offset-2"
                >
                  Edit your storefront
                </Link>
              </SectionCard>
              <SectionCard
                titleId="profile-details-title"
                title="Your profile"
                description="Shown to brands in their creators directory."
                className="lg:col-span-2"
              >
                <div className="mt-5">
                  <ProfileForm creator={creator} email={email} />
                </div>
              </SectionCard>
              <InstagramCard creator={creator} />
            </div>
          ) : (
            <FinishOnboarding />
          )
        }
      </QueryState>
    </PageContainer>
  );
};

/** A creator who has not chosen a username yet has no profile to set: onboarding comes first. */
const FinishOnboarding = () => (
  <div className="mt-6">
    <EmptyState
      icon={<UserIcon />}
      title="Finish setting up your profile"
      action={
        <Link to={paths.creator.onboarding.getHref()} className={buttonStyles()}>
          Continue onboarding
        </Link>
      }
    >
      Choose your username and bio first; your profile settings are here afterwards.
    </EmptyState>
  </div>
);
