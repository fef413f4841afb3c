// Widths and fills as classes, not style attributes: the Content-Security-Policy allows no inline
// styles (docs/decisions/010-security-headers.md). `pct-0` ... `pct-100` set the custom property
// --pct to that many percent (src/styles/global.css); an element uses it as its width
// (`w-(--pct)`) or, for the stars, as the gradient's stop.

/** The class for `percent` (0 to 100), to the nearest whole percent. */
export function percentClass(percent: number): string {
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return `pct-${Math.round(clamped)}`;
}
