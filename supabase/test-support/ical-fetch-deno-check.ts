/**
 * Run by ical-fetch-deno.test.ts under the `deno` binary (network: 127.0.0.1 only): fetches a
 * channel calendar with fetchFeed through names no resolver knows (`calendar.rebind.test`,
 * `calendar.test`), which the test's own resolver maps to 127.0.0.1, so each answer proves that the
 * request went to the address checked, with the name as Host and, over https, as SNI with the
 * certificate checked against it. Prints one JSON line.
 * Arguments: <http url> <https url or "-"> <CA PEM file or "-">.
 */
import { fetchFeed } from '../functions/_shared/ical-fetch.ts';

/** Deno's own (this file runs only there; the project's type check has no Deno types). */
declare const Deno: { args: string[]; readTextFile(path: string): Promise<string> };

const [httpUrl, httpsUrl, caFile] = Deno.args as [string, string, string];
let lookups = 0;
const resolve = async () => {
  lookups += 1;
  return ['127.0.0.1'];
};
const text = async (url: string, trustedCa?: string) => {
  try {
    const answer = await fetchFeed(url, { allowLocalHttp: true, resolve, trustedCa });
    return answer.kind === 'body' ? answer.text : answer.kind;
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
};
const http = await text(httpUrl);
const https = httpsUrl === '-' ? null : await text(httpsUrl, await Deno.readTextFile(caFile));
const untrusted = httpsUrl === '-' ? null : await text(httpsUrl);
console.log(JSON.stringify({ http, https, untrusted, lookups }));
