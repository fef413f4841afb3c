// Kept for src/pages, which imports AppError from here: the errors live in infra/errors.ts.
export * from '#server/infra/errors.ts';
