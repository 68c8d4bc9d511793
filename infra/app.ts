/**
 * CDK CLI entry (`cdk.json`: `npx tsx infra/app.ts`). Everything is built by createApp() in
 * infra/stack.ts, which the infra tests use too; the CLI synthesizes the app when this module ends.
 */
import { createApp } from './stack';

createApp();
