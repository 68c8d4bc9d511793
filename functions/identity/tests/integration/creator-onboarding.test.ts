/**
 * Creator onboarding and Profile Settings over HTTP (spec 2.5, 5): step 1 claims a username (trimmed,
 * lower-cased, letters/digits/_/-, not reserved, unique), completing lists the creator in the brands'
 * directory and the public profile; concurrent claims of one name leave exactly one owner; a rename
 * frees the old name.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser } from '../../../../tests/support/cloud';
import { allDirectoryCreators } from '../../../../tests/support/directory';

const TAKEN = 'This username is already taken. Please choose another one.';

const send = (method: string, path: string, token: string, body?: unknown) =>
  api(path, {
    method,
    token,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

const uniqueName = (prefix = 'c') => `${prefix}_${randomUUID().slice(0, 8)}`;
const newCreator = async () => (await signedUpUser('creator')).token;

const onboard = async (token: string, username = uniqueName(), bio = `Bio of ${username}`) => {
  const step1 = await send('PUT', '/creator/onboarding/profile', token, { username, bio });
  expect(step1.status).toBe(200);
  const complete = await send('POST', '/creator/onboarding/complete', token);
  expect(complete.status).toBe(200);
  return username;
};

const directoryUsernames = async (brand: TestBrand): Promise<string[]> =>
  (await allDirectoryCreators(brand.token)).map((creator) => creator.username);

let brand: TestBrand;

beforeAll(async () => {
  brand = await brandWithProducts(0);
});

describe('onboarding happy path', () => {
  it('step 1 saves the profile; completing lists the creator for brands and on the public profile', async () => {
    const token = await newCreator();
    const username = uniqueName('happy');

    const before = await send('GET', '/creator/onboarding', token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      creator: null,
      profile: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: expect.stringContaining('@example.com'),
        onboarding_completed: false,
      },
    });

    const step1 = await send('PUT', '/creator/onboarding/profile', token, {
      username,
      bio: '  I review skincare.  ',
    });
    expect(step1.status).toBe(200);
    expect(step1.body.creator).toMatchObject({
      username,
      bio: 'I review skincare.',
      onboarding_completed: false,
      follower_count: 0,
    });

    // Not listed before the last step.
    expect(await directoryUsernames(brand)).not.toContain(username);
    expect((await api(`/creators/${username}`)).status).toBe(404);

    const complete = await send('POST', '/creator/onboarding/complete', token);
    expect(complete.status).toBe(200);
    expect(complete.body.creator).toMatchObject({ username, onboarding_completed: true });

    const after = await send('GET', '/creator/onboarding', token);
    expect(after.body.profile.onboarding_completed).toBe(true);
    expect(after.body.creator).toMatchObject({ username, onboarding_completed: true });
    expect((await send('GET', '/me', token)).body.onboarding_completed).toBe(true);
    expect(await directoryUsernames(brand)).toContain(username);
    const publicProfile = await api(`/creators/${username}`);
    expect(publicProfile.status).toBe(200);
    expect(publicProfile.body.creator).toMatchObject({ username, bio: 'I review skincare.' });

    // Completing again changes nothing more.
    expect((await send('POST', '/creator/onboarding/complete', token)).status).toBe(200);
    expect((await directoryUsernames(brand)).filter((name) => name === username)).toHaveLength(1);
  });

  it('completing before step 1 is 409 with the spec message, and nothing is listed', async () => {
    const token = await newCreator();
    const response = await send('POST', '/creator/onboarding/complete', token);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'conflict',
      message: 'Please fill in your username and bio',
    });
    expect((await send('GET', '/creator/onboarding', token)).body).toMatchObject({
      creator: null,
      profile: { onboarding_completed: false },
    });
  });

  it('step 1 again before completing renames without listing the creator', async () => {
    const token = await newCreator();
    const first = uniqueName('first');
    const second = uniqueName('second');
    expect(
      (await send('PUT', '/creator/onboarding/profile', token, { username: first, bio: 'b' })).status,
    ).toBe(200);
    expect(
      (await send('PUT', '/creator/onboarding/profile', token, { username: second, bio: 'b' })).status,
    ).toBe(200);
    // The first name was released: someone else may take it.
    const other = await newCreator();
    expect(
      (await send('PUT', '/creator/onboarding/profile', other, { username: first, bio: 'b' })).status,
    ).toBe(200);
    expect(await directoryUsernames(brand)).not.toContain(second);
  });
});

describe('username rules', () => {
  it('a taken username is refused with 409 and the spec message at the field', async () => {
    const owner = await newCreator();
    const username = await onboard(owner);
    const other = await newCreator();
    const response = await send('PUT', '/creator/onboarding/profile', other, { username, bio: 'mine?' });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'conflict', message: TAKEN, fields: { username: TAKEN } });
    expect((await send('GET', '/creator/onboarding', other)).body.creator).toBeNull();
  });

  it('upper-case input is trimmed and lower-cased, and uniqueness ignores case', async () => {
    const token = await newCreator();
    const suffix = randomUUID().slice(0, 6);
    const response = await send('PUT', '/creator/onboarding/profile', token, {
      username: `  MiXed_Case-${suffix.toUpperCase()} `,
      bio: 'Hello',
    });
    expect(response.status).toBe(200);
    expect(response.body.creator.username).toBe(`mixed_case-${suffix}`);

    const other = await newCreator();
    const clash = await send('PUT', '/creator/onboarding/profile', other, {
      username: `MIXED_CASE-${suffix}`,
      bio: 'Hello',
    });
    expect(clash.status).toBe(409);
  });

  it.each([
    ['spaces', 'bad name', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['punctuation', 'hey!', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['a dot', 'first.last', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['non-ASCII letters', 'josé', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['a reserved word', 'Dashboard', 'This username is reserved. Please choose another one.'],
    ['another reserved word', 'marketplace', 'This username is reserved. Please choose another one.'],
    ['too short', 'ab', 'Username must be 3-30 characters'],
    ['too long', 'a'.repeat(31), 'Username must be 3-30 characters'],
  ])('%s is refused (400) with a field message and nothing is written', async (_name, username, message) => {
    const token = await newCreator();
    const response = await send('PUT', '/creator/onboarding/profile', token, { username, bio: 'Hello' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields.username).toBe(message);
    expect((await send('GET', '/creator/onboarding', token)).body.creator).toBeNull();
  });

  it.each([
    ['both missing', {}],
    ['a blank username', { username: '   ', bio: 'Hello' }],
    ['a missing bio', { username: uniqueName() }],
    ['a blank bio', { username: uniqueName(), bio: '  ' }],
  ])('%s → 400 "Please fill in your username and bio"', async (_name, body) => {
    const token = await newCreator();
    const response = await send('PUT', '/creator/onboarding/profile', token, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('Please fill in your username and bio');
    expect(Object.values(response.body.error.fields)).toContain('Please fill in your username and bio');
    expect((await send('GET', '/creator/onboarding', token)).body.creator).toBeNull();
  });
});

describe('concurrent claims', () => {
  it('four creators claiming one username at once: exactly one 200, the rest 409, one owner', async () => {
    const tokens = await Promise.all([newCreator(), newCreator(), newCreator(), newCreator()]);
    const username = uniqueName('race');
    const responses = await Promise.all(
      tokens.map((token, i) =>
        send('PUT', '/creator/onboarding/profile', token, { username, bio: `claimant ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const loser of responses.filter((response) => response.status === 409)) {
      expect(loser.body.error.message).toBe(TAKEN);
    }

    const winner = responses.findIndex((response) => response.status === 200);
    // Only the winner has a profile to complete; the losers still have none.
    const completions = await Promise.all(
      tokens.map((token) => send('POST', '/creator/onboarding/complete', token)),
    );
    expect(completions.map((response) => response.status)).toEqual(
      tokens.map((_, i) => (i === winner ? 200 : 409)),
    );
    const owner = await api(`/creators/${username}`);
    expect(owner.status).toBe(200);
    expect(owner.body.creator.bio).toBe(`claimant ${winner}`);
    expect((await directoryUsernames(brand)).filter((name) => name === username)).toHaveLength(1);
  });

  it('two onboarded creators renaming to one name at once: one wins, the loser keeps its old name', async () => {
    const [a, b] = await Promise.all([newCreator(), newCreator()]);
    const [nameA, nameB] = await Promise.all([onboard(a), onboard(b)]);
    const target = uniqueName('rename_race');
    const [ra, rb] = await Promise.all([
      send('PUT', '/creator/profile', a, { username: target, bio: 'A' }),
      send('PUT', '/creator/profile', b, { username: target, bio: 'B' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const [winnerBio, loserToken, loserName] = ra.status === 200 ? ['A', b, nameB] : ['B', a, nameA];
    expect((await api(`/creators/${target}`)).body.creator.bio).toBe(winnerBio);
    expect((await send('GET', '/creator/profile', loserToken)).body.creator.username).toBe(loserName);
    expect((await api(`/creators/${loserName}`)).status).toBe(200);
  });
});

describe('Profile Settings', () => {
  it('shows the creator and the e-mail, and saves every editable field', async () => {
    const token = await newCreator();
    const username = await onboard(token);
    const got = await send('GET', '/creator/profile', token);
    expect(got.status).toBe(200);
    expect(got.body.creator.username).toBe(username);
    expect(got.body.email).toMatch(/@example\.com$/);

    const saved = await send('PUT', '/creator/profile', token, {
      username,
      bio: 'New bio',
      avatar_url: 'https://cdn.example.com/me.png',
      follower_count: 12_500,
      instagram_handle: 'insta',
      tiktok_handle: 'tok',
      youtube_handle: null,
      twitter_handle: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.creator).toMatchObject({
      username,
      bio: 'New bio',
      avatar_url: 'https://cdn.example.com/me.png',
      follower_count: 12_500,
      instagram_handle: 'insta',
      tiktok_handle: 'tok',
      youtube_handle: null,
      twitter_handle: null,
      onboarding_completed: true,
    });
    expect((await send('GET', '/creator/profile', token)).body.creator).toEqual(saved.body.creator);
    expect((await api(`/creators/${username}`)).body.creator).toMatchObject({ follower_count: 12_500 });
  });

  it('keeping one’s own name (in any case) is fine; follower count defaults to 0', async () => {
    const token = await newCreator();
    const username = await onboard(token);
    const response = await send('PUT', '/creator/profile', token, {
      username: username.toUpperCase(),
      bio: 'Same name',
    });
    expect(response.status).toBe(200);
    expect(response.body.creator).toMatchObject({ username, bio: 'Same name', follower_count: 0 });
    expect((await api(`/creators/${username}`)).status).toBe(200);
  });

  it('a rename frees the old name (another creator can claim it) and moves the directory entry', async () => {
    const token = await newCreator();
    const oldName = await onboard(token);
    const newName = uniqueName('renamed');
    const rename = await send('PUT', '/creator/profile', token, { username: newName, bio: 'Renamed' });
    expect(rename.status).toBe(200);
    expect(rename.body.creator.username).toBe(newName);

    expect((await api(`/creators/${oldName}`)).status).toBe(404);
    expect((await api(`/creators/${newName}`)).status).toBe(200);
    const directory = await directoryUsernames(brand);
    expect(directory).toContain(newName);
    expect(directory).not.toContain(oldName);

    const other = await newCreator();
    expect(
      (await send('PUT', '/creator/onboarding/profile', other, { username: oldName, bio: 'Mine now' }))
        .status,
    ).toBe(200);
    // And the renamed creator can no longer go back to it.
    const back = await send('PUT', '/creator/profile', token, { username: oldName, bio: 'Back?' });
    expect(back.status).toBe(409);
    expect(back.body.error.fields.username).toBe(TAKEN);
  });

  it('renaming to a taken name is 409 and changes nothing', async () => {
    const [a, b] = await Promise.all([newCreator(), newCreator()]);
    const nameA = await onboard(a);
    await onboard(b);
    const before = (await send('GET', '/creator/profile', b)).body;
    const response = await send('PUT', '/creator/profile', b, { username: nameA, bio: 'steal' });
    expect(response.status).toBe(409);
    expect((await send('GET', '/creator/profile', b)).body).toEqual(before);
  });
});
