// Counts as people read them, '1,234', with one formatter for the whole process: `toLocaleString`
// builds a new one per call, and a university page shows about a hundred counts.
const COUNT = new Intl.NumberFormat('en-US');

/** A whole count with thousands separators: 1234 -> '1,234'. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
