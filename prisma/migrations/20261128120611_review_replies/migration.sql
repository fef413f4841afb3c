-- CreateTable
CREATE TABLE "ReviewReply" (
    "reviewId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "universityId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'published',
    "flags" TEXT NOT NULL DEFAULT '[]',
    "moderationReason" TEXT,
    "appealedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" DATETIME,
    "notifiedAt" DATETIME,
    "reviewCreatedAt" DATETIME NOT NULL,
    CONSTRAINT "ReviewReply_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewReply_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewReply_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UniversityRepresentative" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "universityId" INTEGER NOT NULL,
    "grantedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UniversityRepresentative_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UniversityRepresentative_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ModerationDecision" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "moderatorId" INTEGER,
    "subject" TEXT NOT NULL DEFAULT 'review',
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ModerationDecision_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ModerationDecision" ("action", "createdAt", "id", "moderatorId", "reason", "reviewId") SELECT "action", "createdAt", "id", "moderatorId", "reason", "reviewId" FROM "ModerationDecision";
DROP TABLE "ModerationDecision";
ALTER TABLE "new_ModerationDecision" RENAME TO "ModerationDecision";
CREATE INDEX "ModerationDecision_createdAt_id_idx" ON "ModerationDecision"("createdAt" DESC, "id" DESC);
CREATE INDEX "ModerationDecision_reviewId_idx" ON "ModerationDecision"("reviewId");
CREATE TABLE "new_ReviewReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER,
    "reporterKey" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT 'review',
    "networkKey" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME,
    CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ReviewReport" ("closedAt", "createdAt", "id", "networkKey", "note", "outcome", "reason", "reporterKey", "reviewId", "userId") SELECT "closedAt", "createdAt", "id", "networkKey", "note", "outcome", "reason", "reporterKey", "reviewId", "userId" FROM "ReviewReport";
DROP TABLE "ReviewReport";
ALTER TABLE "new_ReviewReport" RENAME TO "ReviewReport";
CREATE INDEX "ReviewReport_reviewId_subject_outcome_networkKey_idx" ON "ReviewReport"("reviewId", "subject", "outcome", "networkKey");
CREATE INDEX "ReviewReport_outcome_reviewId_idx" ON "ReviewReport"("outcome", "reviewId");
CREATE INDEX "ReviewReport_userId_createdAt_idx" ON "ReviewReport"("userId", "createdAt" DESC);
CREATE UNIQUE INDEX "ReviewReport_reviewId_subject_reporterKey_key" ON "ReviewReport"("reviewId", "subject", "reporterKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ReviewReply_universityId_status_reviewCreatedAt_idx" ON "ReviewReply"("universityId", "status", "reviewCreatedAt");

-- CreateIndex
CREATE INDEX "ReviewReply_status_createdAt_idx" ON "ReviewReply"("status", "createdAt");

-- CreateIndex
CREATE INDEX "UniversityRepresentative_universityId_idx" ON "UniversityRepresentative"("universityId");
