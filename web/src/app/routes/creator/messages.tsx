import { MessagesScreen } from '../../../features/outreach/components/messages-screen';
import { ThreadScreen } from '../../../features/outreach/components/thread-screen';

export const CreatorMessagesRoute = () => <MessagesScreen viewer="creator" />;
export const CreatorThreadRoute = () => <ThreadScreen viewer="creator" />;
