-- CreateTable
CREATE TABLE "KnownLoginAddress" (
    "userId" INTEGER NOT NULL,
    "addressHash" TEXT NOT NULL,
    "lastLoginAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "addressHash"),
    CONSTRAINT "KnownLoginAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "KnownLoginAddress_lastLoginAt_idx" ON "KnownLoginAddress"("lastLoginAt");

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowStart_idx" ON "RateLimitCounter"("windowStart");
