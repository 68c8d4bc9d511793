import { ApiKeysSection } from './api-keys-section';

/**
 * Account → Developers (issue 22): the brand's API keys and, beside them, its webhook endpoints.
 */
export const DevelopersScreen = () => (
  <div className="grid gap-6" data-testid="developers-screen">
    <ApiKeysSection />
    {/* Issue 22, webhooks: <WebhooksSection /> (./webhooks-section.tsx, another helper's) goes here. */}
  </div>
);
