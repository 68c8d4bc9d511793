/**
 * Issue 35: right after a sign-in completes, the app registers it (POST /api/sessions), before any other
 * call: the API refuses a sign-in it does not know (401). Loaded on demand by the sign-in (features/auth)
 * so the sign-up and login pages' first load carries none of it.
 */
import { registerSession } from '../../../contracts/sessions';
import { callApi } from './api-client';
import { deviceId } from './device-id';

export const registerSignIn = async (): Promise<void> => {
  await callApi(registerSession, { body: { device_id: deviceId() } });
};
