-- CreateTable
CREATE TABLE "UniversityMonthStats" (
    "universityId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UniversityMonthStats_pkey" PRIMARY KEY ("universityId","month")
);

-- AddForeignKey
ALTER TABLE "UniversityMonthStats" ADD CONSTRAINT "UniversityMonthStats_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the published reviews already stored, per university and month.
INSERT INTO "UniversityMonthStats" ("universityId", "month", "reviewCount")
SELECT "universityId", to_char("createdAt", 'YYYY-MM'), COUNT(*) FROM "Review" WHERE "status" = 'published' GROUP BY 1, 2;
