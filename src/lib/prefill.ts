// What a visitor typed into the static form before the island loaded. A client:only island's
// first render runs while the static fallback is still in the page, so the field with the same
// id can be read once and nothing typed is lost when the island replaces it.
export function typedValue(id: string): string {
  const field = typeof document === 'undefined' ? null : document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : '';
}
