-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "studyEndYear" INTEGER,
ADD COLUMN     "studyField" TEXT,
ADD COLUMN     "studyLevel" TEXT,
ADD COLUMN     "studyRelation" TEXT,
ADD COLUMN     "studyStartYear" INTEGER;

-- CreateTable
CREATE TABLE "UniversityLevelStats" (
    "universityId" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
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

    CONSTRAINT "UniversityLevelStats_pkey" PRIMARY KEY ("universityId","level")
);

-- CreateIndex
CREATE INDEX "Review_universityId_status_studyLevel_createdAt_id_idx" ON "Review"("universityId", "status", "studyLevel", "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "UniversityLevelStats" ADD CONSTRAINT "UniversityLevelStats_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;
