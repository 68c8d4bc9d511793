/** Loads cognito-local's internal modules (and its own dependencies), which the local cloud wires itself. */
import { createRequire } from 'node:module';

export const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local'));

/** A module under cognito-local's lib/, e.g. `services/userPoolService`. */
export const cognitoLib = (modulePath: string) => cognitoRequire(`./${modulePath}`);
