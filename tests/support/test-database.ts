// Which database the API tier runs on: the `api` project on an SQLite file per test file, the
// `api-postgres` project (npm run test:api:postgres) on a PostgreSQL database per test file.
export const isPostgres = process.env.TEST_DATABASE === 'postgresql';
