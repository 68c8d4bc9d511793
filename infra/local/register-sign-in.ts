/**
 * Issue 35: what the app does right after signing in, for the scripts that sign in without it (the demo
 * seed, the tests, the benches): POST /api/sessions registers the sign-in, without which every other
 * signed-in route answers 401. `deviceId` is the app's random id of the browser; the same id for the same
 * person is a known device (no new-device e-mail).
 */
import { createHash } from 'node:crypto';

export const registerSignIn = async (
  apiUrl: string,
  accessToken: string,
  deviceId: string,
  userAgent = 'marketplace-scripts',
): Promise<void> => {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'user-agent': userAgent,
    },
    body: JSON.stringify({ device_id: deviceId }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /api/sessions → ${response.status}: ${await response.text()}`);
};

/** A stable device id for a script's person (a known device after its first sign-in). */
export const scriptDeviceId = (email: string): string =>
  `script-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
