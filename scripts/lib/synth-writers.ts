// Where `npm run synth` writes its rows, in bulk. SQLite: better-sqlite3 straight on the file
// (prepared statements, one transaction per batch, the fast path for benchmark databases).
// PostgreSQL: multi-row INSERTs through Prisma (`Prisma.sql`, so `$n` parameters), real
// timestamps, one transaction per batch.
import Database from 'better-sqlite3';
import { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { databaseFile, databaseKind } from '#server/infra/env.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { STUDY_COLUMNS } from '#server/reviews/study-columns.ts';
import { sqliteDate } from './demo-reviews.ts';

export interface SynthReview {
  universityId: number;
  authorId: number | null;
  createdAt: Date;
  reviewText: string | null;
  comments: string | null;
  /** One per RATING_CATEGORIES entry, in its order. */
  ratings: number[];
  likers: number[];
  /** The study context columns, in STUDY_COLUMNS order. */
  context: (string | number | null)[];
}

const studyColumns = STUDY_COLUMNS.map((column) => `"${column}"`).join(', ');

export interface SynthWriter {
  universityIds(): Promise<number[]>;
  /** Adds accounts that cannot log in; returns their ids, in the order of `usernames`. */
  addUsers(usernames: string[], at: Date): Promise<number[]>;
  /** Adds the reviews with their likes (made at `at`), in one transaction. */
  addReviews(reviews: SynthReview[], at: Date): Promise<void>;
  close(): Promise<void>;
}

const ratingColumns = RATING_CATEGORIES.map((c) => `"${c.column}"`).join(', ');
const UNUSABLE_HASH = '!synthetic';
const emailOf = (username: string) => `${username}@synthetic.invalid`;

function sqliteWriter(): SynthWriter {
  const sqlite = new Database(databaseFile());
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const insertUser = sqlite.prepare('INSERT INTO "User" (username, email, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const insertReview = sqlite.prepare(
    `INSERT INTO "Review" ("universityId", "userId", "createdAt", "reviewText", "comments", "likeCount", ${ratingColumns}, ${studyColumns})
     VALUES (${Array.from({ length: 6 + RATING_CATEGORIES.length + STUDY_COLUMNS.length }, () => '?').join(', ')})`,
  );
  const insertLike = sqlite.prepare('INSERT INTO "ReviewLike" ("reviewId", "userId", "createdAt") VALUES (?, ?, ?)');
  return {
    universityIds: async () => (sqlite.prepare('SELECT id FROM "University" ORDER BY id').all() as { id: number }[]).map((r) => r.id),
    addUsers: async (usernames, at) =>
      sqlite.transaction(() =>
        usernames.map((name) => Number(insertUser.run(name, emailOf(name), UNUSABLE_HASH, sqliteDate(at), sqliteDate(at)).lastInsertRowid)),
      )(),
    addReviews: async (reviews, at) =>
      sqlite.transaction(() => {
        for (const review of reviews) {
          const { lastInsertRowid } = insertReview.run(
            review.universityId,
            review.authorId,
            sqliteDate(review.createdAt),
            review.reviewText,
            review.comments,
            review.likers.length,
            ...review.ratings,
            ...review.context,
          );
          for (const userId of review.likers) insertLike.run(lastInsertRowid, userId, sqliteDate(at));
        }
      })(),
    close: async () => void sqlite.close(),
  };
}

/** Rows per INSERT: 27 parameters a review, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_STATEMENT = 1000;

function chunked<T>(items: T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function postgresWriter(): SynthWriter {
  const prisma = db();
  return {
    universityIds: async () => (await prisma.university.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id),
    async addUsers(usernames, at) {
      const ids: number[] = [];
      for (const names of chunked(usernames)) {
        const rows = names.map((name) => Prisma.sql`(${name}, ${emailOf(name)}, ${UNUSABLE_HASH}, ${at}, ${at})`);
        // RETURNING gives the rows in the order of VALUES: the ids line up with the names.
        const inserted = await prisma.$queryRaw<{ id: number }[]>`
          INSERT INTO "User" ("username", "email", "passwordHash", "createdAt", "updatedAt") VALUES ${Prisma.join(rows)} RETURNING "id"`;
        ids.push(...inserted.map((row) => Number(row.id)));
      }
      return ids;
    },
    async addReviews(reviews, at) {
      await prisma.$transaction(
        async (tx) => {
          for (const batch of chunked(reviews)) {
            const rows = batch.map(
              (r) =>
                Prisma.sql`(${r.universityId}, ${r.authorId}, ${r.createdAt}, ${r.reviewText}, ${r.comments}, ${r.likers.length}, ${Prisma.join(r.ratings)}, ${Prisma.join(r.context)})`,
            );
            const inserted = await tx.$queryRaw<{ id: number }[]>`
              INSERT INTO "Review" ("universityId", "userId", "createdAt", "reviewText", "comments", "likeCount", ${Prisma.raw(ratingColumns)}, ${Prisma.raw(studyColumns)})
              VALUES ${Prisma.join(rows)} RETURNING "id"`;
            const likes = batch.flatMap((review, i) =>
              review.likers.map((userId) => Prisma.sql`(${Number(inserted[i]!.id)}, ${userId}, ${at})`),
            );
            for (const chunk of chunked(likes)) {
              await tx.$executeRaw`INSERT INTO "ReviewLike" ("reviewId", "userId", "createdAt") VALUES ${Prisma.join(chunk)}`;
            }
          }
        },
        { timeout: 10 * 60_000 },
      );
    },
    close: () => prisma.$disconnect(),
  };
}

/** The writer for the database DATABASE_URL names. */
export function synthWriter(): SynthWriter {
  return databaseKind() === 'postgresql' ? postgresWriter() : sqliteWriter();
}
