import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * Account → Developers (issue 22): the brand's API keys and, beside them, its webhook endpoints.
 */
export const DevelopersScreen = () => (
  <div className="grid gap-6" data-testid="developers-screen">
    <ApiKeysSection />
    <WebhooksSection />
  </div>
);
