/** The contracts of every call: each export of supabase/functions/_shared/contracts/*.contract.ts that is one. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyContract } from '../../supabase/functions/_shared/contract.ts';

export const contractsDir = join(import.meta.dirname, '../../supabase/functions/_shared/contracts');

export interface CollectedContract {
  /** The export's name (`hostGuests`): the app's `calls.hostGuests`. */
  key: string;
  /** The contract file, without its folder (`host-guests.contract.ts`). */
  file: string;
  contract: AnyContract;
}

function isContract(value: unknown): value is AnyContract {
  const candidate = value as Partial<AnyContract> | null;
  return (
    candidate !== null &&
    typeof candidate === 'object' &&
    typeof candidate.function === 'string' &&
    typeof candidate.caller === 'string' &&
    typeof candidate.request?.safeParse === 'function' &&
    typeof candidate.answer?.safeParse === 'function'
  );
}

/** Every contract, by file then export name; two calls with the same name are refused. */
export async function collectContracts(dir = contractsDir): Promise<CollectedContract[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.contract.ts'))
    .sort();
  const collected: CollectedContract[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (isContract(value)) collected.push({ key, file, contract: value });
    }
  }
  const names = new Map<string, string>();
  for (const { key, contract } of collected) {
    const other = names.get(contract.name);
    if (other) throw new Error(`Two contracts for the call ${contract.name}: ${other} and ${key}`);
    names.set(contract.name, key);
  }
  return collected;
}
