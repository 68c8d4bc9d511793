/**
 * Issue 36: operators for the tests, made as `npm run operator -- add` makes them (infra/operator-group.ts,
 * the CLI's own code) on the stack the outputs describe: cognito-local through its endpoint, a deployed
 * pool with the tester's AWS credentials. The token of a sign-in after the change carries the group.
 */
import { addOperator, type OperatorPool } from '../../infra/operator-group';
import { outputs, signedUpUser, signIn } from './cloud';

export const operatorPool = (): OperatorPool => {
  const o = outputs();
  return {
    UserPoolId: o.UserPoolId,
    Region: o.Region,
    ...(o.CognitoEndpoint ? { CognitoEndpoint: o.CognitoEndpoint } : {}),
  };
};

/** A person who signed up (as a creator, unless told) and was made an operator; their new token. */
export const signedUpOperator = async (role: 'brand' | 'creator' = 'creator') => {
  const { user } = await signedUpUser(role);
  await addOperator(operatorPool(), user.email);
  return { user, token: await signIn(user) };
};
