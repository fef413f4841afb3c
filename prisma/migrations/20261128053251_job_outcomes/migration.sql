-- CreateTable
CREATE TABLE "JobOutcome" (
    "job" TEXT NOT NULL PRIMARY KEY,
    "lastRunAt" DATETIME NOT NULL,
    "lastDurationMs" INTEGER NOT NULL,
    "lastOk" BOOLEAN NOT NULL,
    "lastSuccessAt" DATETIME
);
