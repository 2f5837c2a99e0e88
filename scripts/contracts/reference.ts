/**
 * Writes docs/api-calls.md, the API reference, from the contracts: per function, each call's caller,
 * what it does, its request and answer (as TypeScript-like outlines of the zod schemas' JSON Schema)
 * and its refusals, the procedure's own ones included.
 */
import { z } from 'zod';
import {
  type AnyContract,
  type CallerKind,
  procedureRefusals,
  type Refusal,
} from '../../supabase/functions/_shared/contract.ts';
import type { CollectedContract } from './collect.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  description?: string;
  default?: unknown;
};

const callerText: Record<CallerKind, string> = {
  anonymous: 'anyone',
  guest: "the booking's guest (`bookingId` + `guestToken`)",
  host: 'a signed-in host (owner or team)',
  team: 'a signed-in host of the Rihla team',
  scheduler: 'the scheduler (`X-Cron-Secret`)',
};

/** The refusals the procedure answers for a caller kind, before the handler runs (a form is no JSON). */
function procedureRefusalsOf(caller: CallerKind, form: boolean): Refusal[] {
  const { methodNotAllowed, tooLarge, invalidJson, controlCharacters, unauthorized, notAHost, teamOnly } =
    procedureRefusals;
  const common = form
    ? [methodNotAllowed, tooLarge]
    : [invalidJson, controlCharacters, methodNotAllowed, tooLarge];
  if (caller === 'host') return [...common, unauthorized, notAHost];
  if (caller === 'team') return [...common, unauthorized, notAHost, teamOnly];
  if (caller === 'scheduler')
    return [...common, { ...unauthorized, message: 'The scheduler secret is missing or wrong.' }];
  if (caller === 'guest')
    return [
      ...common,
      { status: 401, code: 'guest_token_invalid', message: 'Please find your booking again to continue.' },
    ];
  return common;
}

function bounds(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.format) parts.push(schema.format);
  // zod's integers carry the safe-integer bounds: only bounds of the contract's own are worth a word.
  const own = (bound: number | undefined) =>
    bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;
  const [minimum, maximum] = [own(schema.minimum), own(schema.maximum)];
  if (minimum !== undefined || maximum !== undefined) parts.push(`${minimum ?? ''}..${maximum ?? ''}`);
  if (schema.maxLength !== undefined) parts.push(`<= ${schema.maxLength} chars`);
  if (schema.maxItems !== undefined) parts.push(`<= ${schema.maxItems} items`);
  return parts.length ? ` /* ${parts.join(', ')} */` : '';
}

/** A schema as a TypeScript-like outline, `indent` spaces deep. */
export function outline(schema: JsonSchema, indent = 0): string {
  const pad = ' '.repeat(indent);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  // A form's file (z.file()).
  if (schema.format === 'binary') return 'File';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => outline(member, indent)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('object') || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) {
      const values = schema.additionalProperties;
      return typeof values === 'object' ? `Record<string, ${outline(values, indent)}>` : '{}';
    }
    const required = new Set(schema.required ?? []);
    const lines = entries.map(([name, child]) => {
      const note = child.description ? `  // ${child.description}` : '';
      return `${pad}  ${name}${required.has(name) ? '' : '?'}: ${outline(child, indent + 2)}${note}`;
    });
    return `{\n${lines.join('\n')}\n${pad}}`;
  }
  if (type.includes('array')) return `${outline(schema.items ?? {}, indent)}[]`;
  const names = type.filter((name): name is string => typeof name === 'string');
  const base = names.map((name) => (name === 'integer' ? 'integer' : name)).join(' | ') || 'unknown';
  return `${base}${bounds(schema)}`;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function wireRequest(contract: AnyContract): string {
  const request = outline(schemaOf(contract.request, 'input'));
  // A form holds no action: its Content-Type tells the call apart.
  if (!contract.action || contract.body === 'multipart') return request;
  return request === '{}'
    ? `{ action: "${contract.action}" }`
    : request.replace(/^\{\n/, `{\n  action: "${contract.action}"\n`);
}

function refusalRows(contract: AnyContract): string[] {
  const own = Object.values(contract.errors as Record<string, Refusal>);
  const invalid: Refusal = { status: 400, code: 'invalid_request', message: contract.invalidMessage };
  const all = [invalid, ...procedureRefusalsOf(contract.caller, contract.body === 'multipart'), ...own];
  // A call's own refusal replaces the procedure's of the same status and code (its own message).
  const ownKeys = new Set(own.map((refusal) => `${refusal.status} ${refusal.code}`));
  return all
    .filter(
      (refusal) =>
        own.includes(refusal) || refusal === invalid || !ownKeys.has(`${refusal.status} ${refusal.code}`),
    )
    .sort((a, b) => a.status - b.status)
    .map(
      (refusal) => `| ${refusal.status} | \`${refusal.code}\` | ${refusal.message.replace(/\|/g, '\\|')} |`,
    );
}

function requestHeading(contract: AnyContract): string {
  if (contract.body !== 'multipart') return 'Request:';
  const cap = contract.maxBytes === undefined ? '' : `, at most ${contract.maxBytes / 1024 / 1024} MB`;
  return `Request (multipart/form-data${cap}; a field sent several times is a list):`;
}

export function referenceMarkdown(contracts: CollectedContract[]): string {
  const functions = [...new Set(contracts.map(({ contract }) => contract.function))].sort();
  const parts = [
    '# API reference (generated)',
    '',
    'Generated from the contracts in `supabase/functions/_shared/contracts/` by `npm run generate`: do not edit.',
    'Conventions (POST JSON, errors `{ error, code }`, who may call): [api.md](api.md).',
    'Every call also answers 500 `server_error` on a failure of ours, and 503 `not_configured` when a secret it',
    'needs is not set.',
    '',
    ...functions.map((name) => `- [${name}](#${name})`),
  ];
  for (const name of functions) {
    parts.push('', `## ${name}`, '', `\`POST /functions/v1/${name}\``);
    for (const { contract } of contracts.filter((entry) => entry.contract.function === name)) {
      parts.push(
        '',
        `### ${contract.name}`,
        '',
        `Caller: ${callerText[contract.caller as CallerKind]}. ${contract.summary}`,
        '',
        requestHeading(contract),
        '',
        '```ts',
        wireRequest(contract),
        '```',
        '',
        `Answer (${contract.successStatus}):`,
        '',
        '```ts',
        outline(schemaOf(contract.answer, 'output')),
        '```',
        '',
        '| Status | Code | Message |',
        '|---|---|---|',
        ...refusalRows(contract),
      );
    }
  }
  return `${parts.join('\n')}\n`;
}
