/**
 * The procedure's multipart calls (contract `body: 'multipart'`, multipart-body.ts), on calls made
 * for the test: a form goes to the function's form call and a JSON body to its JSON calls; the
 * form's fields become what the schema names (lists as lists); the cap is kept before and while
 * reading; storage is asked for before a byte is read. host-property-photos' tests prove the rest.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postJson, testDeps } from '../../test-support/databases.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { defineContract } from './contract.ts';
import type { Database } from './database.ts';
import { route, serveCalls } from './procedure.ts';

const upload = defineContract({
  function: 'test-files',
  action: 'upload',
  caller: 'anonymous',
  body: 'multipart',
  maxBytes: 1000,
  storage: 'required',
  summary: 'Takes files.',
  request: z.object({ label: z.string().min(1), file: z.array(z.file()).min(1) }),
  answer: z.strictObject({ label: z.string(), sizes: z.array(z.number()) }),
  errors: {
    tooLarge: { status: 413, code: 'payload_too_large', message: 'Send less.' },
    notConfigured: { status: 503, code: 'not_configured', message: 'No storage here.' },
  },
  invalidMessage: 'Send a form with a label and files.',
});
const list = defineContract({
  function: 'test-files',
  action: 'list',
  caller: 'anonymous',
  summary: 'Lists.',
  request: z.strictObject({}),
  answer: z.strictObject({ items: z.array(z.number()) }),
});

const handler = serveCalls('test-files', 'Send action "list", or a form.', [
  route(upload, async ({ body }) => ({ label: body.label, sizes: body.file.map((file) => file.size) })),
  route(list, async () => ({ items: [1] })),
]);
const deps = testDeps({} as Database, { storage: memoryStorage() });

function formRequest(fields: [string, string | Blob][], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return new Request('https://fn.example/', { method: 'POST', headers, body: form });
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('a multipart call', () => {
  it('gets the fields its schema names, a field sent several times as a list, and nothing else', async () => {
    const request = formRequest([
      ['label', 'door'],
      ['label', 'ignored second label'],
      ['file', new Blob([new Uint8Array(3)])],
      ['file', new Blob([new Uint8Array(5)])],
      ['other', 'not named by the schema'],
    ]);
    expect(await answer(await handler(request, deps))).toEqual({
      status: 200,
      body: { label: 'door', sizes: [3, 5] },
    });
    // A JSON body still goes to the JSON calls; the form call's action is no JSON action.
    expect(await answer(await handler(postJson({ action: 'list' }), deps))).toEqual({
      status: 200,
      body: { items: [1] },
    });
    expect(await answer(await handler(postJson({ action: 'upload', label: 'door' }), deps))).toEqual({
      status: 400,
      body: { error: 'Send action "list", or a form.', code: 'invalid_request' },
    });
  });

  it('refuses a form that does not match, or is no form, with its message', async () => {
    const noFile = formRequest([['label', 'door']]);
    expect(await answer(await handler(noFile, deps))).toEqual({
      status: 400,
      body: { error: 'Send a form with a label and files.', code: 'invalid_request' },
    });
    const textAsFile = formRequest([
      ['label', 'door'],
      ['file', 'a text, not a file'],
    ]);
    expect((await handler(textAsFile, deps)).status).toBe(400);
    const broken = new Request('https://fn.example/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      body: 'this is not a form',
    });
    expect(await answer(await handler(broken, deps))).toEqual({
      status: 400,
      body: { error: 'Send a form with a label and files.', code: 'invalid_request' },
    });
  });

  it('refuses past its cap, declared or as it arrives, with its own 413', async () => {
    const big = () =>
      formRequest([
        ['label', 'door'],
        ['file', new Blob([new Uint8Array(2000)])],
      ]);
    const tooLarge = { status: 413, body: { error: 'Send less.', code: 'payload_too_large' } };
    expect(await answer(await handler(big(), deps))).toEqual(tooLarge);
    // A declared length past the cap: refused before the body is read.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(100));
      },
    });
    const declared = new Request('https://fn.example/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '5000' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(await handler(declared, deps))).toEqual(tooLarge);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('answers 503 without storage before reading the form', async () => {
    // Were the form read, this one would be refused as no form.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('not a form '));
      },
    });
    const request = new Request('https://fn.example/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(await handler(request, testDeps({} as Database)))).toEqual({
      status: 503,
      body: { error: 'No storage here.', code: 'not_configured' },
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
