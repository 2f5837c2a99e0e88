/**
 * Side effect, before @pdf-lib/fontkit loads (import this module first): @pdf-lib/fontkit's
 * classes inherit their static methods by `Sub.__proto__ = Base` (Babel's loose helper). Deno
 * (and so Supabase's Edge runtime) disables `Object.prototype.__proto__`, so that line only makes
 * a plain property, the Arabic shaper loses its `plan`, and laying out Arabic text throws. This
 * gives functions alone a working `__proto__` setter again (what the line expects); objects, and
 * so anything parsed from a request, are untouched. Where the line works (Node), nothing changes.
 */
function staticInheritanceWorks(): boolean {
  const base = () => undefined;
  const probe = () => undefined;
  // biome-ignore lint/suspicious/noProto: testing the very line fontkit runs is the point.
  (probe as unknown as { __proto__: unknown }).__proto__ = base;
  return Object.getPrototypeOf(probe) === base;
}

if (!staticInheritanceWorks()) {
  Object.defineProperty(Function.prototype, '__proto__', {
    configurable: true,
    get(this: object) {
      return Object.getPrototypeOf(this);
    },
    set(this: object, prototype: object | null) {
      Object.setPrototypeOf(this, prototype);
    },
  });
}
