import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';

/**
 * A store installation in progress: which brand asked to connect which shop. The unguessable nonce
 * travels in the popup's URL and then in an HttpOnly cookie to the OAuth callback; it expires after
 * ten minutes (TTL) and is consumed exactly once.
 */
export interface OAuthInstall {
  nonce: string;
  brand_id: string;
  shop: string;
  expires_at: number;
}

const LIFETIME_SECONDS = 600;

export const createOAuthInstall = async (brandId: string, shop: string): Promise<OAuthInstall> => {
  const install: OAuthInstall = {
    nonce: randomBytes(24).toString('base64url'),
    brand_id: brandId,
    shop,
    expires_at: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
  };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.oauthInstall(install.nonce),
        type: 'oauth-install',
        ...install,
        expiresAt: install.expires_at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return install;
};

/** Reads and deletes in one call; undefined when unknown, already used or expired (TTL deletes lazily). */
export const consumeOAuthInstall = async (nonce: string): Promise<OAuthInstall | undefined> => {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.oauthInstall(nonce), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || (Attributes.expires_at as number) < Date.now() / 1000) return undefined;
  return Attributes as unknown as OAuthInstall;
};

/** The install route (popup) reads the pending install without consuming it; the callback consumes it. */
export const peekOAuthInstall = async (nonce: string): Promise<OAuthInstall | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.oauthInstall(nonce) }));
  if (!Item || (Item.expires_at as number) < Date.now() / 1000) return undefined;
  return Item as unknown as OAuthInstall;
};
