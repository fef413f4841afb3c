import { describe, expect, it, vi } from 'vitest';
import { hashSecretToken } from '#server/auth/secret-tokens.ts';
import { db } from '#server/infra/db.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { createUser, createUserWithSession, loginAs } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

let uniSequence = 0;

async function createUniversity() {
  uniSequence += 1;
  const name = `Account Test University ${process.pid} ${uniSequence}`;
  return db().university.create({ data: { name, country: 'Testland', searchKey: name.toLowerCase() }, select: { id: true, name: true } });
}

/** A review with every rating `rating`, kept in the aggregate as the services do. */
async function insertReview(universityId: number, userId: number | null, rating: number, createdAt = new Date()) {
  const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, rating])) as Record<string, number>;
  return db().$transaction(async (tx) => {
    const review = await tx.review.create({
      data: { universityId, userId, createdAt, ...(ratings as { overallRating: number }), reviewText: `text ${rating}` } as never,
      select: { id: true, universityId: true, createdAt: true, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])) },
    });
    await applyReviewToStats(tx, review as never, 1);
    return review as { id: number };
  });
}

async function like(reviewId: number, userId: number) {
  await db().$transaction([
    db().reviewLike.create({ data: { reviewId, userId } }),
    db().review.update({ where: { id: reviewId }, data: { likeCount: { increment: 1 } } }),
  ]);
}

const stats = (universityId: number) =>
  db().universityStats.findUnique({
    where: { universityId },
    select: { reviewCount: true, sumOverall: true, sumSocialLife: true, lastReviewAt: true },
  });

describe('PUT /api/users/updatePassword', () => {
  it('changes the password and signs out every other session, keeping this one', async () => {
    const { user, password, token, refreshToken } = await createUserWithSession();
    const other = await loginAs(user);
    const reply = await api('PUT', '/users/updatePassword', {
      token,
      body: { newPassword: 'Fresh-Pass-77', retypeNewPassword: 'Fresh-Pass-77' },
    });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });

    const login = (pw: string) => api('POST', '/users/login', { body: { email: user.email, password: pw }, address: freshAddress() });
    expect((await login(password)).status).toBe(401);
    expect((await login('Fresh-Pass-77')).status).toBe(200);
    expect((await api('GET', '/users/verify', { token })).status).toBe(200);
    expect((await api('POST', '/users/refresh', { body: { refreshToken } })).status).toBe(200);
    expect(await api('GET', '/users/verify', { token: other.token })).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    expect((await api('POST', '/users/refresh', { body: { refreshToken: other.refreshToken } })).status).toBe(401);
  });

  it.each([
    [{ newPassword: 'Fresh-Pass-77' }, 'All password fields are required'],
    [{ newPassword: '', retypeNewPassword: '' }, 'All password fields are required'],
    [{ newPassword: 'Fresh-Pass-77', retypeNewPassword: 'Fresh-Pass-78' }, 'New passwords do not match'],
    [{ newPassword: 'weakweak', retypeNewPassword: 'weakweak' }, PASSWORD_COMPLEXITY_MESSAGE],
    [{ newPassword: 1, retypeNewPassword: 1 }, 'newPassword must be a string'],
  ])('answers 400 for %j and changes nothing', async (body, error) => {
    const { user, token } = await createUserWithSession();
    const before = await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    expect(await api('PUT', '/users/updatePassword', { token, body })).toMatchObject({ status: 400, body: { error } });
    expect(await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } })).toEqual(before);
  });

  it('checks the body before the bearer, then answers 401 without message', async () => {
    expect(await api('PUT', '/users/updatePassword', { body: {} })).toMatchObject({ status: 400 });
    const reply = await api('PUT', '/users/updatePassword', { body: { newPassword: 'Fresh-Pass-77', retypeNewPassword: 'Fresh-Pass-77' } });
    expect(reply).toEqual(expect.objectContaining({ status: 401, body: { error: 'Authentication required' } }));
  });
});

describe('PUT /api/users/updateUsername', () => {
  it('stores the trimmed name; verify then shows it', async () => {
    const { user, token } = await createUserWithSession();
    const name = `renamed_${user.id}`;
    const reply = await api('PUT', '/users/updateUsername', { token, body: { username: `  ${name} ` } });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Username updated successfully', username: name } });
    expect((await api('GET', '/users/verify', { token })).body.user.username).toBe(name);
    // Re-saving the current name is fine.
    expect((await api('PUT', '/users/updateUsername', { token, body: { username: name } })).status).toBe(200);
  });

  it("answers 409 for another account's name, 400s for bad input, 401 without a bearer; nothing changes", async () => {
    const { user, token } = await createUserWithSession();
    const { user: other } = await createUser();
    const cases: [unknown, number, string][] = [
      [{ username: other.username }, 409, 'Username already taken'],
      [{}, 400, 'Username is required'],
      [{ username: '   ' }, 400, 'Username is required'],
      [{ username: 'n'.repeat(256) }, 400, 'Username must be at most 255 characters'],
      [{ username: false }, 400, 'username must be a string'],
    ];
    for (const [body, status, error] of cases) {
      expect(await api('PUT', '/users/updateUsername', { token, body })).toEqual(expect.objectContaining({ status, body: { error } }));
    }
    expect(await api('PUT', '/users/updateUsername', { body: { username: 'x' } })).toMatchObject({ status: 401 });
    expect(await db().user.findUnique({ where: { id: user.id }, select: { username: true } })).toEqual({ username: user.username });
  });
});

describe('GET /api/users/getReviews', () => {
  it("lists the caller's reviews newest first, without any user id, and [] when there are none", async () => {
    const { user, token } = await createUserWithSession();
    const { user: other } = await createUser();
    expect(await api('GET', '/users/getReviews', { token })).toMatchObject({ status: 200, body: { reviews: [] } });
    const uni = await createUniversity();
    const older = await insertReview(uni.id, user.id, 3, new Date('2025-01-01T00:00:00Z'));
    const newer = await insertReview(uni.id, user.id, 5, new Date('2025-06-01T00:00:00Z'));
    await insertReview(uni.id, other.id, 4);
    await insertReview(uni.id, null, 2);
    const reply = await api('GET', '/users/getReviews', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.reviews.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(reply.body.reviews[0]).toMatchObject({
      university_id: uni.id,
      university_name: uni.name,
      username: user.username,
      created_at: '2025-06-01T00:00:00.000Z',
      overall_rating: 5,
      social_life_rating: 5,
      likes: 0,
    });
    assertNoSecrets(reply.body, [user.email, other.email]);
  });

  it('answers 401 without a bearer', async () => {
    expect(await api('GET', '/users/getReviews')).toEqual(
      expect.objectContaining({ status: 401, body: { error: 'Authentication required' } }),
    );
  });
});

describe('DELETE /api/users/delete', () => {
  it('removes the account, its reviews, likes and tokens; updates the aggregate and like counts; keeps anonymous reviews', async () => {
    const { user, token, refreshToken } = await createUserWithSession();
    const { user: other } = await createUser();
    const uni = await createUniversity();
    const mine = await insertReview(uni.id, user.id, 5, new Date('2025-09-01T00:00:00Z'));
    const theirs = await insertReview(uni.id, other.id, 3, new Date('2025-03-01T00:00:00Z'));
    const anonymous = await insertReview(uni.id, null, 1, new Date('2025-02-01T00:00:00Z'));
    await like(theirs.id, user.id);
    await like(anonymous.id, user.id);
    await like(mine.id, other.id);
    await db().passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashSecretToken('reset'), expiresAt: new Date(Date.now() + 60_000) },
    });
    expect(await stats(uni.id)).toMatchObject({ reviewCount: 3, sumOverall: 9 });

    const reply = await api('DELETE', '/users/delete', { token });
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'Account deleted successfully' } });

    expect(await db().user.count({ where: { id: user.id } })).toBe(0);
    expect(
      await db().review.findMany({ where: { universityId: uni.id }, select: { id: true, likeCount: true }, orderBy: { id: 'asc' } }),
    ).toEqual([
      { id: theirs.id, likeCount: 0 },
      { id: anonymous.id, likeCount: 0 },
    ]);
    expect(await db().reviewLike.count({ where: { OR: [{ userId: user.id }, { reviewId: mine.id }] } })).toBe(0);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await stats(uni.id)).toEqual({
      reviewCount: 2,
      sumOverall: 4,
      sumSocialLife: 4,
      lastReviewAt: new Date('2025-03-01T00:00:00Z'),
    });
    expect(await api('POST', '/users/refresh', { body: { refreshToken } })).toMatchObject({
      status: 401,
      body: { error: 'Invalid refresh token' },
    });
    expect(await api('GET', '/users/verify', { token })).toMatchObject({ status: 401, body: { error: 'User not found' } });
  });

  it('answers 401 without message for a missing or bad bearer, deleting nothing', async () => {
    const { user } = await createUserWithSession();
    for (const token of [undefined, 'bad.token.here']) {
      const reply = await api('DELETE', '/users/delete', { token });
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBeUndefined();
    }
    expect(await db().user.count({ where: { id: user.id } })).toBe(1);
  });
});

describe('DELETE /api/users/delete when the database fails', () => {
  it('answers 500 with the documented texts and no internals', async () => {
    const { user, token } = await createUserWithSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.spyOn(db(), '$transaction').mockRejectedValueOnce(new Error('SQLITE_FULL: database or disk is full'));
    const reply = await api('DELETE', '/users/delete', { token });
    failing.mockRestore();
    expect(reply).toEqual(
      expect.objectContaining({ status: 500, body: { error: 'Failed to delete account', message: 'Internal server error' } }),
    );
    expect(logged).toHaveBeenCalled();
    expect(await db().user.count({ where: { id: user.id } })).toBe(1);
  });
});
