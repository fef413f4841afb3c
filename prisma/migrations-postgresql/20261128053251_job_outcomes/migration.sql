-- CreateTable
CREATE TABLE "JobOutcome" (
    "job" TEXT NOT NULL,
    "lastRunAt" TIMESTAMP(3) NOT NULL,
    "lastDurationMs" INTEGER NOT NULL,
    "lastOk" BOOLEAN NOT NULL,
    "lastSuccessAt" TIMESTAMP(3),

    CONSTRAINT "JobOutcome_pkey" PRIMARY KEY ("job")
);
