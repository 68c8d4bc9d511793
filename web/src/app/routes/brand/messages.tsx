import { MessageToScreen } from '../../../features/outreach/components/message-to-screen';
import { MessagesScreen } from '../../../features/outreach/components/messages-screen';
import { ThreadScreen } from '../../../features/outreach/components/thread-screen';

export const BrandMessagesRoute = () => <MessagesScreen viewer="brand" />;
export const BrandThreadRoute = () => <ThreadScreen viewer="brand" />;
export const BrandMessageToRoute = () => <MessageToScreen />;
