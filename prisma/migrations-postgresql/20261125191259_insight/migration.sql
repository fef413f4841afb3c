-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" SERIAL NOT NULL,
    "sessionId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "rotatedAt" TIMESTAMP(3),

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "University" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "alphaTwoCode" TEXT,
    "stateProvince" TEXT,
    "webPages" TEXT NOT NULL DEFAULT '[]',
    "domains" TEXT NOT NULL DEFAULT '[]',
    "searchKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "University_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UniversityStats" (
    "universityId" INTEGER NOT NULL,
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
    "lastReviewAt" TIMESTAMP(3),
    "verifiedCount" INTEGER NOT NULL DEFAULT 0,
    "overallStars1" INTEGER NOT NULL DEFAULT 0,
    "overallStars2" INTEGER NOT NULL DEFAULT 0,
    "overallStars3" INTEGER NOT NULL DEFAULT 0,
    "overallStars4" INTEGER NOT NULL DEFAULT 0,
    "overallStars5" INTEGER NOT NULL DEFAULT 0,
    "academicStars1" INTEGER NOT NULL DEFAULT 0,
    "academicStars2" INTEGER NOT NULL DEFAULT 0,
    "academicStars3" INTEGER NOT NULL DEFAULT 0,
    "academicStars4" INTEGER NOT NULL DEFAULT 0,
    "academicStars5" INTEGER NOT NULL DEFAULT 0,
    "professorsStars1" INTEGER NOT NULL DEFAULT 0,
    "professorsStars2" INTEGER NOT NULL DEFAULT 0,
    "professorsStars3" INTEGER NOT NULL DEFAULT 0,
    "professorsStars4" INTEGER NOT NULL DEFAULT 0,
    "professorsStars5" INTEGER NOT NULL DEFAULT 0,
    "difficultyStars1" INTEGER NOT NULL DEFAULT 0,
    "difficultyStars2" INTEGER NOT NULL DEFAULT 0,
    "difficultyStars3" INTEGER NOT NULL DEFAULT 0,
    "difficultyStars4" INTEGER NOT NULL DEFAULT 0,
    "difficultyStars5" INTEGER NOT NULL DEFAULT 0,
    "opportunitiesStars1" INTEGER NOT NULL DEFAULT 0,
    "opportunitiesStars2" INTEGER NOT NULL DEFAULT 0,
    "opportunitiesStars3" INTEGER NOT NULL DEFAULT 0,
    "opportunitiesStars4" INTEGER NOT NULL DEFAULT 0,
    "opportunitiesStars5" INTEGER NOT NULL DEFAULT 0,
    "internetStars1" INTEGER NOT NULL DEFAULT 0,
    "internetStars2" INTEGER NOT NULL DEFAULT 0,
    "internetStars3" INTEGER NOT NULL DEFAULT 0,
    "internetStars4" INTEGER NOT NULL DEFAULT 0,
    "internetStars5" INTEGER NOT NULL DEFAULT 0,
    "safetyStars1" INTEGER NOT NULL DEFAULT 0,
    "safetyStars2" INTEGER NOT NULL DEFAULT 0,
    "safetyStars3" INTEGER NOT NULL DEFAULT 0,
    "safetyStars4" INTEGER NOT NULL DEFAULT 0,
    "safetyStars5" INTEGER NOT NULL DEFAULT 0,
    "socialLifeStars1" INTEGER NOT NULL DEFAULT 0,
    "socialLifeStars2" INTEGER NOT NULL DEFAULT 0,
    "socialLifeStars3" INTEGER NOT NULL DEFAULT 0,
    "socialLifeStars4" INTEGER NOT NULL DEFAULT 0,
    "socialLifeStars5" INTEGER NOT NULL DEFAULT 0,
    "clubsStars1" INTEGER NOT NULL DEFAULT 0,
    "clubsStars2" INTEGER NOT NULL DEFAULT 0,
    "clubsStars3" INTEGER NOT NULL DEFAULT 0,
    "clubsStars4" INTEGER NOT NULL DEFAULT 0,
    "clubsStars5" INTEGER NOT NULL DEFAULT 0,
    "facilitiesStars1" INTEGER NOT NULL DEFAULT 0,
    "facilitiesStars2" INTEGER NOT NULL DEFAULT 0,
    "facilitiesStars3" INTEGER NOT NULL DEFAULT 0,
    "facilitiesStars4" INTEGER NOT NULL DEFAULT 0,
    "facilitiesStars5" INTEGER NOT NULL DEFAULT 0,
    "athleticsStars1" INTEGER NOT NULL DEFAULT 0,
    "athleticsStars2" INTEGER NOT NULL DEFAULT 0,
    "athleticsStars3" INTEGER NOT NULL DEFAULT 0,
    "athleticsStars4" INTEGER NOT NULL DEFAULT 0,
    "athleticsStars5" INTEGER NOT NULL DEFAULT 0,
    "locationStars1" INTEGER NOT NULL DEFAULT 0,
    "locationStars2" INTEGER NOT NULL DEFAULT 0,
    "locationStars3" INTEGER NOT NULL DEFAULT 0,
    "locationStars4" INTEGER NOT NULL DEFAULT 0,
    "locationStars5" INTEGER NOT NULL DEFAULT 0,
    "housingStars1" INTEGER NOT NULL DEFAULT 0,
    "housingStars2" INTEGER NOT NULL DEFAULT 0,
    "housingStars3" INTEGER NOT NULL DEFAULT 0,
    "housingStars4" INTEGER NOT NULL DEFAULT 0,
    "housingStars5" INTEGER NOT NULL DEFAULT 0,
    "foodStars1" INTEGER NOT NULL DEFAULT 0,
    "foodStars2" INTEGER NOT NULL DEFAULT 0,
    "foodStars3" INTEGER NOT NULL DEFAULT 0,
    "foodStars4" INTEGER NOT NULL DEFAULT 0,
    "foodStars5" INTEGER NOT NULL DEFAULT 0,
    "transportationStars1" INTEGER NOT NULL DEFAULT 0,
    "transportationStars2" INTEGER NOT NULL DEFAULT 0,
    "transportationStars3" INTEGER NOT NULL DEFAULT 0,
    "transportationStars4" INTEGER NOT NULL DEFAULT 0,
    "transportationStars5" INTEGER NOT NULL DEFAULT 0,
    "happinessStars1" INTEGER NOT NULL DEFAULT 0,
    "happinessStars2" INTEGER NOT NULL DEFAULT 0,
    "happinessStars3" INTEGER NOT NULL DEFAULT 0,
    "happinessStars4" INTEGER NOT NULL DEFAULT 0,
    "happinessStars5" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UniversityStats_pkey" PRIMARY KEY ("universityId")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
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
    "appealedAt" TIMESTAMP(3),
    "editedAt" TIMESTAMP(3),
    "textKey" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewReport" (
    "id" SERIAL NOT NULL,
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER,
    "reporterKey" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "ReviewReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModerationDecision" (
    "id" SERIAL NOT NULL,
    "reviewId" INTEGER NOT NULL,
    "moderatorId" INTEGER,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewLike" (
    "reviewId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewLike_pkey" PRIMARY KEY ("reviewId","userId")
);

-- CreateTable
CREATE TABLE "SchoolSubmission" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "website" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SchoolSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "KnownLoginAddress" (
    "userId" INTEGER NOT NULL,
    "addressHash" TEXT NOT NULL,
    "lastLoginAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnownLoginAddress_pkey" PRIMARY KEY ("userId","addressHash")
);

-- CreateTable
CREATE TABLE "StudentAddress" (
    "addressHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "verifiedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentAddress_pkey" PRIMARY KEY ("addressHash")
);

-- CreateTable
CREATE TABLE "StudentCode" (
    "userId" INTEGER NOT NULL,
    "addressHash" TEXT NOT NULL,
    "universityId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "failedTries" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentCode_pkey" PRIMARY KEY ("userId")
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
CREATE INDEX "Review_universityId_status_createdAt_id_idx" ON "Review"("universityId", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_universityId_status_likeCount_createdAt_id_idx" ON "Review"("universityId", "status", "likeCount" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_userId_createdAt_idx" ON "Review"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Review_status_createdAt_idx" ON "Review"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Review_universityId_textKey_idx" ON "Review"("universityId", "textKey");

-- CreateIndex
CREATE INDEX "Review_universityId_status_overallRating_createdAt_id_idx" ON "Review"("universityId", "status", "overallRating", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_universityId_status_verified_createdAt_id_idx" ON "Review"("universityId", "status", "verified", "createdAt" DESC, "id" DESC);

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

-- CreateIndex
CREATE INDEX "ReviewLike_userId_idx" ON "ReviewLike"("userId");

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowStart_idx" ON "RateLimitCounter"("windowStart");

-- CreateIndex
CREATE INDEX "KnownLoginAddress_lastLoginAt_idx" ON "KnownLoginAddress"("lastLoginAt");

-- CreateIndex
CREATE UNIQUE INDEX "StudentAddress_userId_key" ON "StudentAddress"("userId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityStats" ADD CONSTRAINT "UniversityStats_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewLike" ADD CONSTRAINT "ReviewLike_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewLike" ADD CONSTRAINT "ReviewLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnownLoginAddress" ADD CONSTRAINT "KnownLoginAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentCode" ADD CONSTRAINT "StudentCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentCode" ADD CONSTRAINT "StudentCode_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;
