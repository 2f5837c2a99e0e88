/**
 * Check 5: every environment name the functions read is documented, and the deploy guide either
 * sets it or says why it need not be set. What it proves is the documentation side: each name
 * read by _shared/deno-serve.ts, each variable of the settings' schema (_shared/server-config.ts),
 * and each `Deno.env.get` anywhere in the functions' code is a row of
 * a table in docs/configuration.md, and in docs/deployment.md either in a `supabase secrets set`
 * command or on a line marking it "optional" or "set by Supabase"; and deno-serve.ts still answers
 * 503 `not_configured` for a missing required one. That each required one is really refused
 * without it is for the Deno-served tests. Reads files only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CheckResult, resultOf } from './check-result.ts';

const envName = '[A-Z][A-Z0-9_]*';

/** Names read as `get('NAME')` (deno-serve.ts's reader) or `Deno.env.get('NAME')`. */
export function environmentNamesRead(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(new RegExp(`\\bget\\(\\s*['"](${envName})['"]\\s*\\)`, 'g'))) {
    names.add(match[1]!);
  }
  return [...names];
}

/** The variables of server-config.ts's schema: its keys, written `  NAME: z...` (two spaces in). */
export function schemaNames(source: string): string[] {
  return [...source.matchAll(new RegExp(`^ {2}(${envName}): `, 'gm'))].map((match) => match[1]!);
}

/** The names in the first column of the section's table rows (`NAME` or `NAME=value`). */
export function tableNames(section: string): Set<string> {
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(new RegExp(`\`(${envName})(?:=[^\`]*)?\``, 'g'))) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** The names given a value by `supabase secrets set` commands (lines joined across `\`). */
export function secretsSetNames(guide: string): Set<string> {
  const names = new Set<string>();
  const commands = guide.replace(/\\\n/g, ' ').split('\n');
  for (const command of commands) {
    const at = command.indexOf('supabase secrets set');
    if (at < 0) continue;
    for (const match of command.slice(at).matchAll(new RegExp(`(?:^|\\s)(${envName})=`, 'g'))) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** Whether a line of the guide names `NAME` and says it is optional, set by Supabase or not set there. */
export function markedNotToSet(guide: string, name: string): boolean {
  return guide
    .split('\n')
    .some(
      (line) =>
        line.includes(`\`${name}\``) && /\boptional\b|set by supabase|not set on supabase/i.test(line),
    );
}

function functionSources(functionsDir: string): string[] {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) sources.push(path);
    }
  };
  walk(functionsDir);
  return sources;
}

export function checkSecrets(functionsDir: string, docsDir: string): CheckResult {
  const title = 'Secrets: each name the functions read is documented and set, optional or set by Supabase';
  const problems: string[] = [];
  const denoServePath = join(functionsDir, '_shared', 'deno-serve.ts');
  if (!existsSync(denoServePath)) return resultOf(title, '', [`${denoServePath}: not found`]);
  const denoServe = readFileSync(denoServePath, 'utf8');
  const names = new Set(environmentNamesRead(denoServe));
  const serverConfigPath = join(functionsDir, '_shared', 'server-config.ts');
  if (!existsSync(serverConfigPath)) return resultOf(title, '', [`${serverConfigPath}: not found`]);
  for (const name of schemaNames(readFileSync(serverConfigPath, 'utf8'))) names.add(name);
  for (const path of functionSources(functionsDir)) {
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(new RegExp(`Deno\\.env\\.get\\(\\s*['"](${envName})['"]`, 'g'))) {
      names.add(match[1]!);
    }
  }
  if (!/errorResponse\(\s*503[\s\S]{0,200}'not_configured'/.test(denoServe)) {
    problems.push('_shared/deno-serve.ts: no 503 not_configured answer for a missing secret');
  }
  const readDoc = (name: string) => {
    const path = join(docsDir, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };
  const documented = tableNames(readDoc('configuration.md'));
  const guide = readDoc('deployment.md');
  if (!guide) problems.push('docs/deployment.md: not found or empty');
  const set = secretsSetNames(guide);
  for (const name of [...names].sort()) {
    if (!documented.has(name)) problems.push(`${name}: not in the table of docs/configuration.md`);
    if (guide && !set.has(name) && !markedNotToSet(guide, name)) {
      problems.push(`${name}: the deploy guide neither sets it (supabase secrets set) nor marks it optional`);
    }
  }
  const optional = [...names].filter((name) => !set.has(name)).length;
  const summary = `${names.size} names: ${names.size - optional} set by the guide, ${optional} optional or set by Supabase`;
  return resultOf(title, summary, problems);
}
