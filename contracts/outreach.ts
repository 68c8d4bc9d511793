/**
 * Outreach between a brand and a creator (issue 21, item 3): invitations to promote products, and one
 * two-way message thread per brand–creator pair, with unread counts on both sides.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { MESSAGE_MAX } from './creator-brands';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';

/** At most this many products in one invitation: accepting approves them all in one transaction. */
export const INVITATION_PRODUCTS_MAX = 20;
export const INVITATION_NOTE_MAX = 500;
/** A reply in a thread: the same limit as the contact form's message. */
export const THREAD_MESSAGE_MAX = MESSAGE_MAX;
export const THREAD_PAGE_DEFAULT = 30;
export const THREAD_PAGE_MAX = 100;

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(64, `${label} is too long`),
      z.regex(/^[\w-]+$/, `${label} is not valid`),
    );

export const invitationStatuses = ['pending', 'accepted', 'declined'] as const;

export const invitation = z.object({
  id: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  note: z.nullable(z.string()),
  status: z.enum(invitationStatuses),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});

const invitationBody = z.object({ invitation });
/** A page of invitations, newest first; `next_cursor` continues it ('Load more'). */
const invitationList = z.object({ invitations: z.array(invitation), next_cursor: z.nullable(z.string()) });
/** `?cursor=` of the invitation and thread lists: the page size is fixed (INVITATIONS_PAGE, THREADS_PAGE). */
const listPageQuery = z.object({ cursor: cursorParam });
export const INVITATIONS_PAGE = 25;
export const THREADS_PAGE = 25;

/** Invite: a creator of the directory, one or more of the brand's products, an optional note. */
export const invitationSchema = z.strictObject(
  {
    creator_id: id('creator_id'),
    product_ids: z
      .array(id('Product id'), { error: 'Choose at least one product' })
      .check(
        z.minLength(1, 'Choose at least one product'),
        z.maxLength(INVITATION_PRODUCTS_MAX, `Choose at most ${INVITATION_PRODUCTS_MAX} products`),
      ),
    note: z.pipe(
      z.optional(
        z.nullable(
          z
            .string({ error: 'Note must be text' })
            .check(
              z.trim(),
              z.maxLength(INVITATION_NOTE_MAX, `Note must be at most ${INVITATION_NOTE_MAX} characters`),
            ),
        ),
      ),
      z.transform((value) => value || null),
    ),
  },
  { error: 'Send the creator, the products and the note as JSON' },
);

const invitationParams = z.object({ invitationId: id('Invitation id') });

export const createInvitation = defineContract({
  method: 'POST',
  path: '/api/brand/invitations',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Invites a creator to promote one or more of the brand’s products',
  body: invitationSchema,
  responses: { 201: invitationBody },
});

export const listBrandInvitations = defineContract({
  method: 'GET',
  path: '/api/brand/invitations',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's invitations and their states, newest first, a page at a time",
  query: listPageQuery,
  responses: { 200: invitationList },
});

export const listCreatorInvitations = defineContract({
  method: 'GET',
  path: '/api/creator/invitations',
  auth: 'creator',
  managers: true,
  summary: "The creator's invitations from brands, newest first, a page at a time",
  query: listPageQuery,
  responses: { 200: invitationList },
});

export const acceptInvitation = defineContract({
  method: 'POST',
  path: '/api/creator/invitations/{invitationId}/accept',
  auth: 'creator',
  managers: true,
  summary: 'Accepts an invitation: the partnership is approved and links are created for its products',
  params: invitationParams,
  responses: { 200: invitationBody },
});

export const declineInvitation = defineContract({
  method: 'POST',
  path: '/api/creator/invitations/{invitationId}/decline',
  auth: 'creator',
  managers: true,
  summary: 'Declines an invitation (the brand sees it declined)',
  params: invitationParams,
  responses: { 200: invitationBody },
});

// --- Message threads --------------------------------------------------------------------------------

export const senders = ['brand', 'creator'] as const;

export const threadMessage = z.object({
  id: z.string(),
  sender: z.enum(senders),
  /** Only messages sent with the contact form have one. */
  subject: z.nullable(z.string()),
  body: z.string(),
  created_at: z.string(),
});

/** A thread as one side lists it: the other party, the last message, and this side's unread count. */
export const threadSummary = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  last_message_at: z.string(),
  last_message_preview: z.string(),
  last_sender: z.enum(senders),
  /** The last message's subject when it came from the contact form. */
  last_subject: z.nullable(z.string()),
  unread: z.number(),
});

/** A page of threads, latest first; the unread total is on every page. */
const threadList = z.object({
  threads: z.array(threadSummary),
  unread_total: z.number(),
  next_cursor: z.nullable(z.string()),
});

/** The other party, named even before any message is written (a brand opening a new thread). */
const counterpart = z.object({ id: z.string(), name: z.string() });

const threadPage = z.object({
  counterpart,
  thread: z.nullable(threadSummary),
  messages: z.array(threadMessage),
  next_cursor: z.nullable(z.string()),
});

export const threadPageQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(THREAD_PAGE_DEFAULT, THREAD_PAGE_MAX),
});

export const replySchema = z.strictObject(
  {
    body: z
      .string({ error: 'Please enter a message' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a message'),
        z.maxLength(THREAD_MESSAGE_MAX, `Message must be at most ${THREAD_MESSAGE_MAX} characters`),
      ),
  },
  { error: 'Send the message as JSON' },
);

const unreadBody = z.object({ unread_total: z.number() });

export const listBrandThreads = defineContract({
  method: 'GET',
  path: '/api/brand/threads',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's message threads with creators, latest first, a page at a time, with unread counts",
  query: listPageQuery,
  responses: { 200: threadList },
});

export const getBrandThread = defineContract({
  method: 'GET',
  path: '/api/brand/threads/{creatorId}',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'A page of the thread with a creator, newest first; the first page marks it read',
  params: z.object({ creatorId: id('Creator id') }),
  query: threadPageQuery,
  responses: { 200: threadPage },
});

export const sendBrandReply = defineContract({
  method: 'POST',
  path: '/api/brand/threads/{creatorId}/messages',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Writes to a creator (starts the thread or continues it)',
  params: z.object({ creatorId: id('Creator id') }),
  body: replySchema,
  responses: { 201: z.object({ message: threadMessage }) },
});

export const getBrandUnreadMessages = defineContract({
  method: 'GET',
  path: '/api/brand/unread-messages',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'How many messages from creators the brand has not read (the navigation badge)',
  responses: { 200: unreadBody },
});

/** A storefront's "Message {username}": the brand finds the creator's thread by the public username. */
export const findCreatorThread = defineContract({
  method: 'GET',
  path: '/api/brand/thread-lookup/{username}',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The creator a username names, to open the brand's thread with them",
  params: z.object({
    username: z
      .string({ error: 'Username is required' })
      .check(z.minLength(1, 'Username is required'), z.maxLength(40, 'Username is too long')),
  }),
  responses: { 200: z.object({ creator: z.object({ id: z.string(), username: z.string() }) }) },
});

export const listCreatorThreads = defineContract({
  method: 'GET',
  path: '/api/creator/threads',
  auth: 'creator',
  managers: true,
  summary: "The creator's message threads with brands, latest first, a page at a time, with unread counts",
  query: listPageQuery,
  responses: { 200: threadList },
});

export const getCreatorThread = defineContract({
  method: 'GET',
  path: '/api/creator/threads/{brandId}',
  auth: 'creator',
  managers: true,
  summary: 'A page of the thread with a brand, newest first; the first page marks it read',
  params: z.object({ brandId: id('Brand id') }),
  query: threadPageQuery,
  responses: { 200: threadPage },
});

export const sendCreatorReply = defineContract({
  method: 'POST',
  path: '/api/creator/threads/{brandId}/messages',
  auth: 'creator',
  managers: true,
  summary: 'Writes to a brand in the thread (the contact form starts one with a subject)',
  params: z.object({ brandId: id('Brand id') }),
  body: replySchema,
  responses: { 201: z.object({ message: threadMessage }) },
});

export const getCreatorUnreadMessages = defineContract({
  method: 'GET',
  path: '/api/creator/unread-messages',
  auth: 'creator',
  managers: true,
  summary: 'How many messages from brands the creator has not read (the navigation badge)',
  responses: { 200: unreadBody },
});
