/**
 * Issue 36: operators for the tests, made as `npm run operator -- add` makes them (infra/operator-group.ts,
 * the CLI's own code) on the stack the outputs describe: cognito-local through its endpoint, a deployed
 * pool with the tester's AWS credentials. The token of a sign-in after the change carries the group.
 */
import { addOperator, type OperatorPool } from '../../infra/operator-group';
import { outputs, signedUpUser, signIn } from './cloud';
import { enrolTotp } from './second-factor';

export const operatorPool = (): OperatorPool => {
  const o = outputs();
  return {
    UserPoolId: o.UserPoolId,
    Region: o.Region,
    ...(o.CognitoEndpoint ? { CognitoEndpoint: o.CognitoEndpoint } : {}),
  };
};

/**
 * A person who signed up (as a creator, unless told) and was made an operator, with two-factor sign-in on
 * (operators use it: the console refuses them without); their new token and their TOTP secret (for the
 * codes a sign-in through the login page asks for). `secondFactor: false` leaves it off.
 */
export const signedUpOperator = async (
  role: 'brand' | 'creator' = 'creator',
  { secondFactor = true }: { secondFactor?: boolean } = {},
) => {
  const { user } = await signedUpUser(role);
  await addOperator(operatorPool(), user.email);
  const token = await signIn(user);
  // The token held stays valid after TOTP is turned on: its calls go on as before.
  const secret = secondFactor ? (await enrolTotp(token)).secret : undefined;
  return { user, token, secret };
};
