/**
 * `npm run operator -- <add|remove|list> [email] [--outputs <file>]`: who may use the operator console
 * (/ops; issue 36). The only way into the Cognito `operator` group: sign-up never adds it.
 *
 *   npm run operator -- add ops@example.com      the account with that e-mail becomes an operator (it
 *                                                must exist: sign up as a brand or creator first)
 *   npm run operator -- remove ops@example.com   no longer (its current tokens keep the group until they
 *                                                expire, at most an hour)
 *   npm run operator -- list                     the operators' e-mails
 *
 * The pool comes from a stack's outputs file: the running local cloud's (`.local/outputs.json`, or
 * LOCAL_DATA_DIR's) by default, or the file `cdk deploy --outputs-file` wrote (`--outputs cdk-outputs.json`),
 * with the caller's own AWS credentials. Exit 0 when done; non-zero with a message otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addOperator, listOperators, NoSuchAccountError, removeOperator } from '../infra/operator-group';
import { stackOutputsOf } from '../tests/support/stack-outputs';

const usage = 'usage: npm run operator -- <add|remove|list> [email] [--outputs <outputs.json>]';
const fail = (message: string): never => {
  console.error(`operator: ${message}`);
  process.exit(1);
};

const positional: string[] = [];
let outputsFile: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === '--outputs') outputsFile = args[++i] ?? fail('--outputs needs a file');
  else positional.push(arg);
}
const [command, email] = positional;
if (command !== 'add' && command !== 'remove' && command !== 'list') fail(usage);
if (command !== 'list' && !email?.includes('@')) fail(`${command} needs an e-mail address\n${usage}`);

const dataDir = path.resolve(process.env.LOCAL_DATA_DIR ?? path.join(import.meta.dirname, '..', '.local'));
const file = path.resolve(outputsFile ?? path.join(dataDir, 'outputs.json'));
if (!existsSync(file))
  fail(`no ${file}: start the local cloud (npm start), or pass a deployed stack's --outputs file`);
const outputs = stackOutputsOf(JSON.parse(readFileSync(file, 'utf8')));
if (!outputs.UserPoolId || !outputs.Region) fail(`${file} names no UserPoolId and Region`);
const pool = {
  UserPoolId: outputs.UserPoolId as string,
  Region: outputs.Region as string,
  ...(outputs.CognitoEndpoint ? { CognitoEndpoint: outputs.CognitoEndpoint } : {}),
};

try {
  if (command === 'list') {
    const operators = await listOperators(pool);
    console.log(operators.length > 0 ? operators.join('\n') : '(no operators)');
  } else if (command === 'add') {
    await addOperator(pool, email as string);
    console.log(`${email} is an operator: their next sign-in opens /ops.`);
  } else {
    await removeOperator(pool, email as string);
    console.log(`${email} is no longer an operator (tokens already issued expire within the hour).`);
  }
} catch (error) {
  fail(error instanceof NoSuchAccountError ? error.message : String(error));
}
