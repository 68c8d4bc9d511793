import type { Role } from '../types/api';

/** Every path the SPA knows, defined once: route definitions use `path`, links use `getHref`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    signup: {
      path: '/signup',
      getHref: (role?: Role) => (role ? `/signup?role=${role}` : '/signup'),
    },
    login: { path: '/login', getHref: () => '/login' },
  },
  brand: {
    dashboard: { path: '/brand/dashboard', getHref: () => '/brand/dashboard' },
    onboarding: { path: '/brand/onboarding', getHref: () => '/brand/onboarding' },
  },
  creator: {
    dashboard: { path: '/creator/dashboard', getHref: () => '/creator/dashboard' },
    onboarding: { path: '/creator/onboarding', getHref: () => '/creator/onboarding' },
  },
} as const;

export const dashboardHref = (role: Role): string => paths[role].dashboard.getHref();
export const onboardingHref = (role: Role): string => paths[role].onboarding.getHref();
