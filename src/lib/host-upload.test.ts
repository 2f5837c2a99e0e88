import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.generated';
import { HostFunctionError } from './host-functions';
import { callHostUpload, uploadHost } from './host-upload';

const session = vi.hoisted(() => ({ token: 'access-token' as string | null }));
vi.mock('./auth', () => ({
  getCurrentSession: async () =>
    session.token ? { accessToken: session.token, email: null, expiresAt: null } : null,
}));

/** A stand-in for the browser's XMLHttpRequest: records the request, answers as each test says. */
class FakeRequest {
  static last: FakeRequest | null = null;
  static reply: (request: FakeRequest) => void = () => undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.last = this;
    queueMicrotask(() => FakeRequest.reply(this));
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  session.token = 'access-token';
  FakeRequest.last = null;
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const photoForm = () => {
  const form = new FormData();
  form.append('propertyId', 'p-1');
  form.append('photo', new File([new Uint8Array(8)], 'door.jpg', { type: 'image/jpeg' }));
  return form;
};

describe('callHostUpload', () => {
  it("sends the form with the host's token and reports the upload's progress", async () => {
    const progress: number[] = [];
    FakeRequest.reply = (request) => {
      request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      request.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      request.answer(201, { propertyId: 'p-1', photos: [] });
    };
    const form = photoForm();
    const answer = await callHostUpload('host-property-photos', form, {
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ propertyId: 'p-1', photos: [] });
    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/functions\/v1\/host-property-photos$/);
    expect(request.headers.Authorization).toBe('Bearer access-token');
    expect(request.headers).not.toHaveProperty('Content-Type');
    expect(request.body).toBe(form);
    expect(progress).toEqual([0.25, 1]);
  });

  it("throws a refusal with the server's code, and a lost connection as a network error", async () => {
    FakeRequest.reply = (request) => request.answer(415, { error: 'HEIC', code: 'heic_not_supported' });
    const refused = await callHostUpload('host-property-photos', photoForm()).catch((error) => error);
    expect(refused).toBeInstanceOf(HostFunctionError);
    expect(refused).toMatchObject({ kind: 'refused', status: 415, code: 'heic_not_supported' });

    FakeRequest.reply = (request) => request.onerror?.();
    await expect(callHostUpload('host-property-photos', photoForm())).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('refuses without a session, before sending anything', async () => {
    session.token = null;
    await expect(callHostUpload('host-property-photos', photoForm())).rejects.toMatchObject({
      kind: 'signed-out',
      status: 401,
    });
    expect(FakeRequest.last).toBeNull();
  });
});

describe('uploadHost', () => {
  it("sends a multipart call's body as its form, a file per field, to the call's function", async () => {
    FakeRequest.reply = (request) => request.answer(201, { propertyId: 'p-1', photos: [] });
    const door = new File([new Uint8Array(8)], 'door.jpg', { type: 'image/jpeg' });
    const hall = new File([new Uint8Array(4)], 'hall.png', { type: 'image/png' });
    const answer = await uploadHost(calls.hostPropertyPhotosUpload, {
      propertyId: 'p-1',
      photo: [door, hall],
    });
    expect(answer).toEqual({ propertyId: 'p-1', photos: [] });
    const request = FakeRequest.last as FakeRequest;
    expect(request.url).toMatch(/\/functions\/v1\/host-property-photos$/);
    const form = request.body as FormData;
    expect(form.get('propertyId')).toBe('p-1');
    expect(form.has('action')).toBe(false);
    expect((form.getAll('photo') as File[]).map((file) => [file.name, file.size])).toEqual([
      ['door.jpg', 8],
      ['hall.png', 4],
    ]);
  });
});
