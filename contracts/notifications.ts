/**
 * Notifications (issue 19): what the product tells people, by e-mail and in the in-app notification
 * centre, and how they choose what reaches their inbox. The categories and their texts live here, once,
 * for the server (which honours them) and the web app (which shows them on the Account screens).
 */
import * as z from 'zod/mini';
import { defineContract, noBody } from './http';

/**
 * What a person can turn off, per role. `locked` categories are money and account messages a person must
 * receive (a payout failed, an invoice is overdue, the store stopped sending orders): they cannot be
 * turned off. The others are optional and, being non-transactional, count toward the daily limit.
 */
export const notificationCategories = {
  partnerships: {
    label: 'Partnerships',
    creator:
      'Applications approved or denied, discount codes approved or rejected, commission cuts announced',
    brand: 'New applications and discount-code requests',
    locked: false,
  },
  sales: {
    label: 'Sales',
    creator: 'Your first sale on a link, then a daily digest of sales',
    brand: "Your creators' sales, in a daily digest",
    locked: false,
  },
  messages: {
    label: 'Messages',
    creator: null,
    brand: 'Messages from creators, in a daily digest',
    locked: false,
  },
  money: {
    label: 'Payments and billing',
    creator: 'Payouts sent or failed, your payout account, commissions reversed',
    brand: 'Invoices issued, due, overdue, failed or paid; sales held for review',
    locked: true,
  },
  content: {
    label: 'UGC',
    creator: 'New UGC requests from brands you promote (daily digest), submissions approved or returned',
    brand: 'New content submissions',
    locked: false,
  },
  samples: {
    label: 'Samples and credits',
    creator: 'Sample orders shipped, credits earned',
    brand: 'New sample requests and orders',
    locked: false,
  },
  store: {
    label: 'Store connection',
    creator: null,
    brand: 'Your store disconnected or its order webhooks failing; a webhook endpoint of yours turned off',
    locked: true,
  },
  // Issue 35: a sign-in the person may not have made must reach them.
  security: {
    label: 'Account security',
    creator: 'A sign-in to your account from a new device',
    brand: 'A sign-in to your account from a new device',
    locked: true,
  },
} as const;

export type NotificationCategory = keyof typeof notificationCategories;
export const notificationCategoryKeys = Object.keys(notificationCategories) as [
  NotificationCategory,
  ...NotificationCategory[],
];

/** The categories a role has (those with a description for it), in display order. */
export const categoriesOf = (role: 'brand' | 'creator'): NotificationCategory[] =>
  notificationCategoryKeys.filter((key) => notificationCategories[key][role] !== null);

/** Non-transactional e-mails one recipient may get per UTC day; the rest fold into the next digest. */
export const DAILY_EMAIL_LIMIT = 10;
/** New-application e-mails a brand gets per hour one by one; beyond, an hourly digest folds the rest. */
export const APPLICATION_EMAILS_PER_HOUR = 5;
/** Lines a digest e-mail lists; it counts the rest ("and 12 more"). */
export const DIGEST_MAX_LINES = 25;
/** Notifications the centre lists per page, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell shows "99+" above this. */
export const UNREAD_COUNT_CAP = 99;

export const notificationView = z.object({
  id: z.string(),
  kind: z.string(),
  category: z.enum(notificationCategoryKeys),
  title: z.string(),
  body: z.string(),
  /** A path of the web app (`/creator/campaigns`), opened when the notification is clicked. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
  /**
   * A brand member's notice (issue 35): the brand it is about. A person in several brands opens it in that
   * brand's workspace; null for a creator's and a person's own notices.
   */
  brand_id: z.nullable(z.string()),
});
export type NotificationView = z.infer<typeof notificationView>;

/** Unread notifications, counted up to UNREAD_COUNT_CAP + 1 (the bell then shows "99+"). */
const unread = z.number().check(z.int(), z.nonnegative());

export const listNotifications = defineContract({
  method: 'GET',
  path: '/api/notifications',
  auth: 'any',
  summary: "The caller's notifications, newest first (one Query per page), with the unread count",
  query: z.object({ cursor: z.optional(z.string().check(z.maxLength(512))) }),
  responses: {
    200: z.object({
      unread,
      notifications: z.array(notificationView),
      next_cursor: z.nullable(z.string()),
    }),
  },
});

export const getUnreadNotifications = defineContract({
  method: 'GET',
  path: '/api/notifications/unread',
  auth: 'any',
  summary:
    "The bell: how many of the caller's notifications are unread (one Query, counted on a sparse index)",
  responses: { 200: z.object({ unread }) },
});

export const markNotificationRead = defineContract({
  method: 'POST',
  path: '/api/notifications/{notificationId}/read',
  auth: 'any',
  summary: 'Marks one of the caller’s notifications read; answers the unread count',
  params: z.object({ notificationId: z.string().check(z.minLength(1), z.maxLength(200)) }),
  responses: { 200: z.object({ unread }) },
});

export const markAllNotificationsRead = defineContract({
  method: 'POST',
  path: '/api/notifications/read-all',
  auth: 'any',
  summary: 'Marks every unread notification of the caller read; answers the unread count (0)',
  responses: { 200: z.object({ unread }) },
});

export const notificationPreference = z.object({
  category: z.enum(notificationCategoryKeys),
  label: z.string(),
  description: z.string(),
  /** E-mail for this category is on. Always true for locked categories. */
  email: z.boolean(),
  locked: z.boolean(),
});

export const notificationPreferences = z.object({
  /** Where the product's e-mail goes (the account's address). */
  email: z.string(),
  /** SES reported the address as bouncing or complaining: nothing is sent to it. */
  suppressed: z.boolean(),
  categories: z.array(notificationPreference),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const getNotificationPreferences = defineContract({
  method: 'GET',
  path: '/api/notifications/preferences',
  auth: 'any',
  summary: "The caller's e-mail preferences per category (locked categories cannot be turned off)",
  responses: { 200: notificationPreferences },
});

export const updateNotificationPreferences = defineContract({
  method: 'PUT',
  path: '/api/notifications/preferences',
  auth: 'any',
  summary: 'Turns e-mail on or off per category; a locked category cannot be turned off (400, at the field)',
  body: z.object({ email: z.partialRecord(z.enum(notificationCategoryKeys), z.boolean()) }),
  responses: { 200: notificationPreferences },
});

/** An unsubscribe token from an e-mail: `{userId}.{category}.{signature}` (HMAC, server-side key). */
const unsubscribeToken = z.string().check(z.minLength(10), z.maxLength(300));

export const describeUnsubscribe = defineContract({
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  auth: 'public',
  summary:
    "What an e-mail's unsubscribe link would turn off (signed out; reading it changes nothing, so a mail scanner's prefetch is harmless)",
  query: z.object({ token: unsubscribeToken }),
  responses: {
    200: z.object({
      category: z.enum(notificationCategoryKeys),
      label: z.string(),
      /** The address, partly masked (a forwarded e-mail must not reveal it whole). */
      email: z.string(),
      unsubscribed: z.boolean(),
    }),
  },
});

export const unsubscribe = defineContract({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  auth: 'public',
  summary:
    'One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of every e-mail, POSTed by the mail client with List-Unsubscribe=One-Click, or by the unsubscribe page; works signed out, idempotent',
  query: z.object({ token: unsubscribeToken }),
  responses: { 204: noBody },
});
