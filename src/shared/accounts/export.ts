// The file name of 'Download my data' (GET /api/users/export), the same from the API and the
// profile's button. Zod-free, so islands may import it.
export const ACCOUNT_EXPORT_FILENAME = 'unireviews-export.json';
