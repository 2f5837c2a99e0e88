/**
 * The procedure every JSON function runs (procedure.ts), on calls made for the test: what any caller
 * meets before a handler runs (method, size, JSON, control characters, the action, the contract's
 * schema), refusals by name, and the answer checked against the contract (on in the server tests).
 * The host and guest callers are proven by the functions' own tests on both databases.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postJson, testDeps } from '../../test-support/databases.ts';
import { defineContract } from './contract.ts';
import type { Database } from './database.ts';
import { answerText, answerWithStatus, route, serve, serveCalls } from './procedure.ts';

const echo = defineContract({
  function: 'test-echo',
  caller: 'anonymous',
  summary: 'Answers the name it is given.',
  request: z.strictObject({ name: z.string().trim().min(1).max(20) }),
  answer: z.strictObject({ hello: z.string() }),
  errors: { taken: { status: 409, code: 'taken', message: 'That name is taken.' } },
  invalidMessage: 'Send a name.',
});

const list = defineContract({
  function: 'test-calls',
  action: 'list',
  caller: 'anonymous',
  summary: 'Lists.',
  request: z.strictObject({}),
  answer: z.strictObject({ items: z.array(z.number()) }),
});
const add = defineContract({
  function: 'test-calls',
  action: 'add',
  caller: 'anonymous',
  summary: 'Adds.',
  request: z.strictObject({ value: z.number() }),
  answer: z.strictObject({ added: z.number() }),
  successStatus: 201,
  invalidMessage: 'Send value, a number.',
});

const noDatabase = {} as Database;
const deps = testDeps(noDatabase);
const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => logs.mockRestore());

const echoHandler = serve(echo, async ({ body, refuse }) => {
  if (body.name === 'taken') return refuse('taken', { 'Retry-After': '5' });
  if (body.name === 'Ali') {
    return refuse('taken', undefined, { message: 'Ali is taken.', fields: { suggestion: 'Ali 2' } });
  }
  if (body.name === 'wrong') return { hello: 42 } as unknown as { hello: string };
  if (body.name === 'text') return answerText<{ hello: string }>('{"hello":"as text"}');
  if (body.name === 'file') return new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } });
  if (body.name === 'boom') throw new Error('the database is gone');
  if (body.name === 'undocumented') return refuse('nope' as never);
  return { hello: body.name };
});

const callsHandler = serveCalls('test-calls', 'Send action "list" or "add".', [
  route(list, async () => ({ items: [1, 2] })),
  // Adding what is there already answers 200 (nothing new was made), else the contract's 201.
  route(add, async ({ body }) =>
    body.value === 0 ? answerWithStatus(200, { added: 0 }) : { added: body.value },
  ),
]);

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('the procedure', () => {
  it('answers the preflight and refuses other methods than POST', async () => {
    const preflight = await echoHandler(new Request('https://fn.example/', { method: 'OPTIONS' }), deps);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const get = await echoHandler(new Request('https://fn.example/'), deps);
    expect(await answer(get)).toEqual({
      status: 405,
      body: { error: 'Method not allowed. Use POST.', code: 'method_not_allowed' },
    });
  });

  it('refuses a body that is too large, not JSON, or holds control characters', async () => {
    expect((await echoHandler(postJson({ name: 'x'.repeat(200_000) }), deps)).status).toBe(413);
    expect(await answer(await echoHandler(postJson('{"name":'), deps))).toEqual({
      status: 400,
      body: { error: 'The request body must be valid JSON.', code: 'invalid_request' },
    });
    expect(await answer(await echoHandler(postJson({ name: 'a\u0000b' }), deps))).toEqual({
      status: 400,
      body: { error: 'Text fields must not contain control characters.', code: 'invalid_text' },
    });
  });

  it('parses the body by the contract: its message for a body that does not match', async () => {
    expect(await answer(await echoHandler(postJson({ name: '  Amina  ' }), deps))).toEqual({
      status: 200,
      body: { hello: 'Amina' },
    });
    for (const body of [{}, { name: '' }, { name: 'Amina', extra: 1 }, [], '"Amina"']) {
      expect(await answer(await echoHandler(postJson(body), deps))).toEqual({
        status: 400,
        body: { error: 'Send a name.', code: 'invalid_request' },
      });
    }
  });

  it('answers a refusal by its name, with its headers', async () => {
    const response = await echoHandler(postJson({ name: 'taken' }), deps);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await answer(response)).toEqual({
      status: 409,
      body: { error: 'That name is taken.', code: 'taken' },
    });
  });

  it('answers a refusal with the message and the fields its handler adds', async () => {
    const response = await echoHandler(postJson({ name: 'Ali' }), deps);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect(await answer(response)).toEqual({
      status: 409,
      body: { error: 'Ali is taken.', code: 'taken', suggestion: 'Ali 2' },
    });
  });

  it('answers 500 for an answer that breaks the contract, a failure, or an undocumented refusal, and logs why', async () => {
    for (const name of ['wrong', 'boom', 'undocumented']) {
      expect(await answer(await echoHandler(postJson({ name }), deps))).toEqual({
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again later.', code: 'server_error' },
      });
    }
    const logged = logs.mock.calls.map(([line]) => String(line));
    expect(
      logged.some(
        (line) => line.includes('does not match the contract of test-echo') && line.includes('hello'),
      ),
    ).toBe(true);
    expect(logged.some((line) => line.includes('the database is gone'))).toBe(true);
    expect(logged.some((line) => line.includes('"nope", which its contract does not list'))).toBe(true);
  });

  it('passes an answer written as text, and a file, as they are', async () => {
    expect(await answer(await echoHandler(postJson({ name: 'text' }), deps))).toEqual({
      status: 200,
      body: { hello: 'as text' },
    });
    const file = await echoHandler(postJson({ name: 'file' }), deps);
    expect(file.headers.get('Content-Type')).toBe('text/csv');
    expect(await file.text()).toBe('a,b\n');
  });

  it('serves several calls by the body’s action, each with its own schema and success status', async () => {
    expect(await answer(await callsHandler(postJson({ action: 'list' }), deps))).toEqual({
      status: 200,
      body: { items: [1, 2] },
    });
    expect(await answer(await callsHandler(postJson({ action: 'add', value: 3 }), deps))).toEqual({
      status: 201,
      body: { added: 3 },
    });
    expect(await answer(await callsHandler(postJson({ action: 'add', value: 0 }), deps))).toEqual({
      status: 200,
      body: { added: 0 },
    });
    expect(await answer(await callsHandler(postJson({ action: 'add', value: 'three' }), deps))).toEqual({
      status: 400,
      body: { error: 'Send value, a number.', code: 'invalid_request' },
    });
    for (const body of [{ action: 'remove' }, { value: 3 }, [], null]) {
      expect(await answer(await callsHandler(postJson(body), deps))).toEqual({
        status: 400,
        body: { error: 'Send action "list" or "add".', code: 'invalid_request' },
      });
    }
  });
});
