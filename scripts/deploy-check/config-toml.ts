/**
 * A small reader for supabase/config.toml: tables (`[a.b]`) and one-line `key = value` pairs whose
 * value is a string, a number, a boolean or an array of strings. Enough for the deploy check; a
 * line it does not understand is reported, never guessed. Pure.
 */

export type TomlValue = string | number | boolean | string[];

export interface TomlDocument {
  /** Table name ('' for the top level) to its keys. */
  tables: Map<string, Map<string, TomlValue>>;
  /** Lines not understood, as "line N: text". */
  errors: string[];
}

const stringPattern = /^"((?:[^"\\]|\\.)*)"$/;

function parseValue(text: string): TomlValue | undefined {
  const value = text.trim();
  const quoted = stringPattern.exec(value);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+$/.test(value)) return Number(value);
  if (value.startsWith('[') && value.endsWith(']')) {
    const inner = value.slice(1, -1).trim();
    if (inner === '') return [];
    const items = inner.split(',').map((item) => item.trim());
    if (items.at(-1) === '') items.pop();
    const strings = items.map((item) => stringPattern.exec(item)?.[1]);
    return strings.every((item) => item !== undefined) ? (strings as string[]) : undefined;
  }
  return undefined;
}

/** Drops a trailing `# comment` outside quotes. */
function withoutComment(line: string): string {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"' && line[index - 1] !== '\\') quoted = !quoted;
    if (char === '#' && !quoted) return line.slice(0, index);
  }
  return line;
}

export function parseConfigToml(source: string): TomlDocument {
  const tables = new Map<string, Map<string, TomlValue>>([['', new Map()]]);
  const errors: string[] = [];
  let current = tables.get('')!;
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = withoutComment(raw).trim();
    if (line === '') return;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header) {
      const name = header[1]!;
      if (tables.has(name)) errors.push(`line ${index + 1}: table [${name}] defined twice`);
      current = new Map();
      tables.set(name, current);
      return;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    const value = pair ? parseValue(pair[2]!) : undefined;
    if (!pair || value === undefined) {
      errors.push(`line ${index + 1}: not understood: ${raw.trim()}`);
      return;
    }
    if (current.has(pair[1]!)) errors.push(`line ${index + 1}: key ${pair[1]} set twice`);
    current.set(pair[1]!, value);
  });
  return { tables, errors };
}

/** The function names of the `[functions.<name>]` tables, with their keys. */
export function functionTables(document: TomlDocument): Map<string, Map<string, TomlValue>> {
  const functions = new Map<string, Map<string, TomlValue>>();
  for (const [name, keys] of document.tables) {
    const match = /^functions\.([A-Za-z0-9_-]+)$/.exec(name);
    if (match) functions.set(match[1]!, keys);
  }
  return functions;
}
