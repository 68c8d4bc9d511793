import { ProfileSettingsScreen } from '../../../features/creator-settings/components/profile-settings-screen';

export const CreatorProfileSettingsRoute = () => <ProfileSettingsScreen />;
