import { ApiReference } from '../../features/developers/components/api-reference';

/** Public (issue 22): the reference of the public API, built from its OpenAPI document. */
export const DevelopersApiRoute = () => <ApiReference />;
