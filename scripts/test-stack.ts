/**
 * `npm run test:stack -- <outputs.json> [vitest options or files]`: the integration and browser suites
 * against a running stack described by a CDK outputs file (a second `npm start`'s `.local/outputs.json`,
 * LocalStack's or AWS's `cdk deploy --outputs-file`). It starts no cloud and writes nothing to the stack's
 * folder; vitest.stack.config.ts says which files run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const [file, ...rest] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.error(
    file
      ? `No outputs file at ${file}.`
      : 'Usage: npm run test:stack -- <outputs.json> [vitest options or files]',
  );
  process.exit(2);
}

const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.stack.config.ts', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, STACK_OUTPUTS_FILE: path.resolve(file) },
});
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
