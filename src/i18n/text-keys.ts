/**
 * The keys of a namespace's texts, typed from the English files (see i18next.d.ts): a value that is
 * later passed to `t()` is typed with these so that a misspelt key fails `npm run typecheck`.
 */
import type { FlatNamespace, i18n, ParseKeys } from 'i18next';

export type TextKey<Namespace extends FlatNamespace = 'translation'> = ParseKeys<Namespace>;

/** Whether a key that arrives untyped (kept in a store, say) names one of the namespace's texts. */
export function isTextKey<Namespace extends FlatNamespace>(
  instance: Pick<i18n, 'exists'>,
  namespace: Namespace,
  key: string,
): key is TextKey<Namespace> {
  return instance.exists(key, { ns: namespace });
}
