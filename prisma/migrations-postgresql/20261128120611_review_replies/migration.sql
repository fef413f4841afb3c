-- DropIndex
DROP INDEX "ReviewReport_reviewId_outcome_networkKey_idx";

-- DropIndex
DROP INDEX "ReviewReport_reviewId_reporterKey_key";

-- AlterTable
ALTER TABLE "ReviewReport" ADD COLUMN     "subject" TEXT NOT NULL DEFAULT 'review';

-- AlterTable
ALTER TABLE "ModerationDecision" ADD COLUMN     "subject" TEXT NOT NULL DEFAULT 'review';

-- CreateTable
CREATE TABLE "ReviewReply" (
    "reviewId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'published',
    "flags" TEXT NOT NULL DEFAULT '[]',
    "moderationReason" TEXT,
    "appealedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),
    "reviewCreatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewReply_pkey" PRIMARY KEY ("reviewId")
);

-- CreateTable
CREATE TABLE "UniversityRepresentative" (
    "userId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UniversityRepresentative_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ReviewReply_universityId_status_reviewCreatedAt_idx" ON "ReviewReply"("universityId", "status", "reviewCreatedAt");

-- CreateIndex
CREATE INDEX "ReviewReply_status_createdAt_idx" ON "ReviewReply"("status", "createdAt");

-- CreateIndex
CREATE INDEX "UniversityRepresentative_universityId_idx" ON "UniversityRepresentative"("universityId");

-- CreateIndex
CREATE INDEX "ReviewReport_reviewId_subject_outcome_networkKey_idx" ON "ReviewReport"("reviewId", "subject", "outcome", "networkKey");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReport_reviewId_subject_reporterKey_key" ON "ReviewReport"("reviewId", "subject", "reporterKey");

-- AddForeignKey
ALTER TABLE "ReviewReply" ADD CONSTRAINT "ReviewReply_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReply" ADD CONSTRAINT "ReviewReply_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReply" ADD CONSTRAINT "ReviewReply_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityRepresentative" ADD CONSTRAINT "UniversityRepresentative_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityRepresentative" ADD CONSTRAINT "UniversityRepresentative_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;
