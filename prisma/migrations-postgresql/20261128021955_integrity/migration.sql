-- AlterTable
ALTER TABLE "ReviewReport" ADD COLUMN     "networkKey" TEXT NOT NULL DEFAULT '';
-- Reports from before networks were kept count as one network each, as they did.
UPDATE "ReviewReport" SET "networkKey" = "reporterKey";

-- CreateTable
CREATE TABLE "RemovalFingerprint" (
    "id" SERIAL NOT NULL,
    "reviewId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RemovalFingerprint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RemovedText" (
    "reviewId" INTEGER NOT NULL,
    "signature" TEXT NOT NULL,
    "shingles" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RemovedText_pkey" PRIMARY KEY ("reviewId")
);

-- CreateTable
CREATE TABLE "StudentCodeEvent" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentCodeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerifiedMarkUse" (
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerifiedMarkUse_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RemovalFingerprint_key_idx" ON "RemovalFingerprint"("key");

-- CreateIndex
CREATE INDEX "RemovalFingerprint_reviewId_idx" ON "RemovalFingerprint"("reviewId");

-- CreateIndex
CREATE INDEX "StudentCodeEvent_kind_subject_createdAt_idx" ON "StudentCodeEvent"("kind", "subject", "createdAt");

-- CreateIndex
CREATE INDEX "StudentCodeEvent_createdAt_idx" ON "StudentCodeEvent"("createdAt");

-- CreateIndex
CREATE INDEX "ReviewReport_reviewId_outcome_networkKey_idx" ON "ReviewReport"("reviewId", "outcome", "networkKey");
