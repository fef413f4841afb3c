-- CreateTable
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sessionId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "rotatedAt" DATETIME,
    CONSTRAINT "RefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "University" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "alphaTwoCode" TEXT,
    "stateProvince" TEXT,
    "webPages" TEXT NOT NULL DEFAULT '[]',
    "domains" TEXT NOT NULL DEFAULT '[]',
    "searchKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "UniversityStats" (
    "universityId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "sumOverall" INTEGER NOT NULL DEFAULT 0,
    "sumAcademic" INTEGER NOT NULL DEFAULT 0,
    "sumProfessors" INTEGER NOT NULL DEFAULT 0,
    "sumDifficulty" INTEGER NOT NULL DEFAULT 0,
    "sumOpportunities" INTEGER NOT NULL DEFAULT 0,
    "sumInternet" INTEGER NOT NULL DEFAULT 0,
    "sumSafety" INTEGER NOT NULL DEFAULT 0,
    "sumSocialLife" INTEGER NOT NULL DEFAULT 0,
    "sumClubs" INTEGER NOT NULL DEFAULT 0,
    "sumFacilities" INTEGER NOT NULL DEFAULT 0,
    "sumAthletics" INTEGER NOT NULL DEFAULT 0,
    "sumLocation" INTEGER NOT NULL DEFAULT 0,
    "sumHousing" INTEGER NOT NULL DEFAULT 0,
    "sumFood" INTEGER NOT NULL DEFAULT 0,
    "sumTransportation" INTEGER NOT NULL DEFAULT 0,
    "sumHappiness" INTEGER NOT NULL DEFAULT 0,
    "lastReviewAt" DATETIME,
    CONSTRAINT "UniversityStats_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Review" (
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
    CONSTRAINT "Review_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReviewLike" (
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("reviewId", "userId"),
    CONSTRAINT "ReviewLike_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SchoolSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "website" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "windowStart" DATETIME NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_sessionId_idx" ON "RefreshToken"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- CreateIndex
CREATE INDEX "University_searchKey_idx" ON "University"("searchKey");

-- CreateIndex
CREATE UNIQUE INDEX "University_name_country_key" ON "University"("name", "country");

-- CreateIndex
CREATE INDEX "UniversityStats_reviewCount_idx" ON "UniversityStats"("reviewCount");

-- CreateIndex
CREATE INDEX "Review_universityId_createdAt_id_idx" ON "Review"("universityId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_universityId_likeCount_createdAt_id_idx" ON "Review"("universityId", "likeCount" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_userId_createdAt_idx" ON "Review"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ReviewLike_userId_idx" ON "ReviewLike"("userId");
