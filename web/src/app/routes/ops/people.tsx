import { PeopleScreen } from '../../../features/ops/components/people-screen';

/** Issue 36, the operator console: find a brand or creator, and view the marketplace as them. */
export const OpsPeopleRoute = () => <PeopleScreen />;
