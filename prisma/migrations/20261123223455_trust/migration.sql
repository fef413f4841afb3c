-- CreateTable
CREATE TABLE "ReviewReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER,
    "reporterKey" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME,
    CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ModerationDecision" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" INTEGER NOT NULL,
    "moderatorId" INTEGER,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ModerationDecision_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Review" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "universityId" INTEGER NOT NULL,
    "userId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "overallRating" INTEGER NOT NULL,
    "academicRating" INTEGER NOT NULL,
    "professorsRating" INTEGER NOT NULL,
    "difficultyRating" INTEGER NOT NULL,
    "opportunitiesRating" INTEGER NOT NULL,
    "internetRating" INTEGER NOT NULL,
    "safetyRating" INTEGER NOT NULL,
    "socialLifeRating" INTEGER NOT NULL,
    "clubsRating" INTEGER NOT NULL,
    "facilitiesRating" INTEGER NOT NULL,
    "athleticsRating" INTEGER NOT NULL,
    "locationRating" INTEGER NOT NULL,
    "housingRating" INTEGER NOT NULL,
    "foodRating" INTEGER NOT NULL,
    "transportationRating" INTEGER NOT NULL,
    "happinessRating" INTEGER NOT NULL,
    "reviewText" TEXT,
    "comments" TEXT,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'published',
    "flags" TEXT NOT NULL DEFAULT '[]',
    "moderationReason" TEXT,
    "appealedAt" DATETIME,
    "editedAt" DATETIME,
    "textKey" TEXT,
    CONSTRAINT "Review_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Review" ("academicRating", "athleticsRating", "clubsRating", "comments", "createdAt", "difficultyRating", "facilitiesRating", "foodRating", "happinessRating", "housingRating", "id", "internetRating", "likeCount", "locationRating", "opportunitiesRating", "overallRating", "professorsRating", "reviewText", "safetyRating", "socialLifeRating", "transportationRating", "universityId", "userId") SELECT "academicRating", "athleticsRating", "clubsRating", "comments", "createdAt", "difficultyRating", "facilitiesRating", "foodRating", "happinessRating", "housingRating", "id", "internetRating", "likeCount", "locationRating", "opportunitiesRating", "overallRating", "professorsRating", "reviewText", "safetyRating", "socialLifeRating", "transportationRating", "universityId", "userId" FROM "Review";
DROP TABLE "Review";
ALTER TABLE "new_Review" RENAME TO "Review";
CREATE INDEX "Review_universityId_status_createdAt_id_idx" ON "Review"("universityId", "status", "createdAt" DESC, "id" DESC);
CREATE INDEX "Review_universityId_status_likeCount_createdAt_id_idx" ON "Review"("universityId", "status", "likeCount" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "Review_userId_createdAt_idx" ON "Review"("userId", "createdAt" DESC);
CREATE INDEX "Review_status_createdAt_idx" ON "Review"("status", "createdAt");
CREATE INDEX "Review_universityId_textKey_idx" ON "Review"("universityId", "textKey");
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("createdAt", "email", "id", "passwordHash", "updatedAt", "username") SELECT "createdAt", "email", "id", "passwordHash", "updatedAt", "username" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ReviewReport_outcome_reviewId_idx" ON "ReviewReport"("outcome", "reviewId");

-- CreateIndex
CREATE INDEX "ReviewReport_userId_createdAt_idx" ON "ReviewReport"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReport_reviewId_reporterKey_key" ON "ReviewReport"("reviewId", "reporterKey");

-- CreateIndex
CREATE INDEX "ModerationDecision_createdAt_id_idx" ON "ModerationDecision"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ModerationDecision_reviewId_idx" ON "ModerationDecision"("reviewId");
