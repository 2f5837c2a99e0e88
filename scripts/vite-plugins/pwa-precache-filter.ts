/**
 * Keeps the service worker's precache to what guests and visitors need offline. Chunks only used
 * online (the host area with supabase-js and charts, the find form's calendar) are left out: they are
 * cached at runtime on first use instead. Reads Vite's build manifest (build.manifest) to know which
 * chunks each route needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Loaded only where the network is needed anyway: the host area (sign-in), and the find form's
 * calendar (finding a booking needs a connection; offline the form says so without it); the
 * online check-in form, fetched ahead while the stay is shown online; and the stay view's messages.
 */
const onlineOnly = (src: string) =>
  src.startsWith('src/features/host/') ||
  src.includes('node_modules/@supabase/') ||
  src === 'src/lib/auth.ts' ||
  src === 'src/features/guest-portal/components/check-in-date-input.tsx' ||
  // The online check-in form: fetched while the stay is shown online (check-in-prefetch.tsx) and
  // kept by the runtime cache, so it opens on the plane without weighing on the precache budget.
  src.startsWith('src/features/check-in/') ||
  // "Message your host" (issue 44) and its outbox: loaded as the stay view shows online (after the
  // door code's first view) and kept by the runtime cache, so the thread reads offline after that,
  // without weighing on the precache budget.
  src.startsWith('src/features/guest-messages/') ||
  src === 'src/lib/message-outbox.ts' ||
  // The homes' pages (issue 46): free nights and prices come from the server, so they are online
  // pages; the runtime cache keeps their code after a first visit.
  src.startsWith('src/features/stays/');

/**
 * A package loaded on demand only by online-only code (the host statement's CSV writer, supabase-js's
 * fetch ponyfill) is online-only too: its chunk has no src of ours to judge it by, so its importers do.
 */
function onlineOnlyEntries(viteManifest: Record<string, ViteManifestChunk>): (key: string) => boolean {
  const importers = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(viteManifest)) {
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      importers.set(imported, [...(importers.get(imported) ?? []), key]);
    }
  }
  const judged = new Map<string, boolean>();
  const isOnlineOnly = (key: string): boolean => {
    const known = judged.get(key);
    if (known !== undefined) return known;
    judged.set(key, false); // an import cycle counts as needed offline
    const src = viteManifest[key]?.src ?? key;
    const by = importers.get(key) ?? [];
    const answer =
      onlineOnly(src) || (src.includes('node_modules/') && by.length > 0 && by.every(isOnlineOnly));
    judged.set(key, answer);
    return answer;
  };
  return isOnlineOnly;
}

/** The asset files (JS, CSS) the public site and the guest portal load, with everything they import. */
export function publicAssetFiles(viteManifest: Record<string, ViteManifestChunk>): Set<string> {
  const keep = new Set<string>();
  const isOnlineOnly = onlineOnlyEntries(viteManifest);
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) keep.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(viteManifest)) {
    if (chunk.isEntry || (chunk.isDynamicEntry && !isOnlineOnly(key))) visit(key);
  }
  return keep;
}

export function precacheFilter(outDir: string) {
  return (entries: { url: string; size: number; revision: string | null }[]) => {
    const manifestPath = join(outDir, '.vite', 'manifest.json');
    if (!existsSync(manifestPath))
      return { manifest: entries, warnings: ['no Vite manifest: precaching every asset'] };
    const keep = publicAssetFiles(JSON.parse(readFileSync(manifestPath, 'utf8')));
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
    };
  };
}
