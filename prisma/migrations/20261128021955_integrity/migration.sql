-- CreateTable
CREATE TABLE "RemovalFingerprint" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "RemovedText" (
    "reviewId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "signature" TEXT NOT NULL,
    "shingles" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "StudentCodeEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VerifiedMarkUse" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ReviewReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER,
    "reporterKey" TEXT NOT NULL,
    "networkKey" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME,
    CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Reports from before networks were kept count as one network each, as they did.
INSERT INTO "new_ReviewReport" ("closedAt", "createdAt", "id", "note", "outcome", "reason", "reporterKey", "networkKey", "reviewId", "userId") SELECT "closedAt", "createdAt", "id", "note", "outcome", "reason", "reporterKey", "reporterKey", "reviewId", "userId" FROM "ReviewReport";
DROP TABLE "ReviewReport";
ALTER TABLE "new_ReviewReport" RENAME TO "ReviewReport";
CREATE INDEX "ReviewReport_reviewId_outcome_networkKey_idx" ON "ReviewReport"("reviewId", "outcome", "networkKey");
CREATE INDEX "ReviewReport_outcome_reviewId_idx" ON "ReviewReport"("outcome", "reviewId");
CREATE INDEX "ReviewReport_userId_createdAt_idx" ON "ReviewReport"("userId", "createdAt" DESC);
CREATE UNIQUE INDEX "ReviewReport_reviewId_reporterKey_key" ON "ReviewReport"("reviewId", "reporterKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "RemovalFingerprint_key_idx" ON "RemovalFingerprint"("key");

-- CreateIndex
CREATE INDEX "RemovalFingerprint_reviewId_idx" ON "RemovalFingerprint"("reviewId");

-- CreateIndex
CREATE INDEX "StudentCodeEvent_kind_subject_createdAt_idx" ON "StudentCodeEvent"("kind", "subject", "createdAt");

-- CreateIndex
CREATE INDEX "StudentCodeEvent_createdAt_idx" ON "StudentCodeEvent"("createdAt");
