/**
 * A ref for free-text fields: `dir="auto"` on the input itself (Mantine puts a `dir` prop on the
 * field's wrapper), so a Latin address on the Arabic screen reads left to right and Arabic text on
 * the others right to left. Side effect: sets the attribute on the element.
 */
export function autoDirection(element: HTMLInputElement | HTMLTextAreaElement | null): void {
  element?.setAttribute('dir', 'auto');
}
