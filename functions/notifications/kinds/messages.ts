/**
 * Messages (issue 31): a brand hears of each message a creator sends it (Messages, the contact form):
 * in the bell one by one, by e-mail in the day's messages digest (a creator may send up to 30 an hour).
 * Messages are the program's: its members who answer them hear of them (issue 35).
 */
import { rolesFor } from '../../../contracts/brand-roles';
import { defineBrandKind, handle } from './brands';
import type { NoticeSources } from './source';

export const messageKinds = {
  message_received: defineBrandKind(rolesFor.program, {
    category: 'messages',
    email: 'digest',
    title: (p) =>
      p.subject
        ? `${handle(p.creatorUsername)} wrote to you: ${p.subject}`
        : `New message from ${handle(p.creatorUsername)}`,
    body: (p) => `“${p.preview}”`,
    action: (p) => ({
      label: 'Open the conversation',
      path: `/brand/messages/${encodeURIComponent(String(p.creatorId))}`,
    }),
    digestLine: (p) => `${handle(p.creatorUsername)}${p.subject ? ` (${p.subject})` : ''}: “${p.preview}”`,
    example: {
      creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
      creatorUsername: 'avareviews',
      subject: 'Collaboration idea' as string | null,
      preview: 'Hi! I would love to film a morning routine with your serum.',
    },
  }),
} as const;

export const messageSources: NoticeSources = {
  ThreadMessageSent: async (detail) => {
    // The brand's own replies tell no one here (the creator's side is their Messages badge).
    if (detail.sender !== 'creator') return [];
    return [
      {
        kind: 'message_received',
        brandId: detail.brandId,
        props: {
          creatorId: detail.creatorId,
          creatorUsername: detail.creatorUsername,
          subject: detail.subject,
          preview: detail.preview,
        },
      },
    ];
  },
};
