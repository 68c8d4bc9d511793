import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * Account → Developers (issue 22): the brand's API keys and, beside them, its webhook endpoints. Keys and
 * webhooks are settings (issue 35: owners and admins); the other roles see them without the controls.
 */
export const DevelopersScreen = () => {
  const editable = useBrandRole().can('settings');
  return (
    <div className="grid gap-6" data-testid="developers-screen">
      <RoleNote work="settings" />
      <ApiKeysSection editable={editable} />
      <WebhooksSection editable={editable} />
    </div>
  );
};
