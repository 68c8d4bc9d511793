/**
 * `npm start`'s first step (package.json): stops at once, with the install hint, on a machine without
 * Java 17+, before the web build spends its time. start.ts checks again for runs that skip npm.
 */
import { JavaMissingError, requireJava } from './java-check';

try {
  requireJava();
} catch (error) {
  if (!(error instanceof JavaMissingError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
