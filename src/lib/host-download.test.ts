import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadHostFile, filenameFromDisposition, saveDownload } from './host-download';
import { HostFunctionError } from './host-functions';

const session = vi.hoisted(() => ({ token: 'access-token' as string | null }));
vi.mock('./auth', () => ({
  getCurrentSession: async () =>
    session.token ? { accessToken: session.token, email: null, expiresAt: null } : null,
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  session.token = 'access-token';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('filenameFromDisposition', () => {
  it('reads the quoted, the bare and the UTF-8 names, without any path', () => {
    expect(filenameFromDisposition('attachment; filename="declaration-2026-07-10.csv"')).toBe(
      'declaration-2026-07-10.csv',
    );
    expect(filenameFromDisposition('attachment; filename=forms.pdf')).toBe('forms.pdf');
    expect(
      filenameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''d%C3%A9claration.pdf`),
    ).toBe('déclaration.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('downloadHostFile', () => {
  it('posts the request with the bearer token and returns the file with the server’s name', async () => {
    fetchMock.mockResolvedValue(
      new Response('name;nationality\nBenali;MA\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="declaration-2026-07-10.csv"',
        },
      }),
    );
    const file = await downloadHostFile(
      'host-declarations',
      { date: '2026-07-10', format: 'csv' },
      'fallback.csv',
    );
    expect(file.filename).toBe('declaration-2026-07-10.csv');
    expect(await file.blob.text()).toBe('name;nationality\nBenali;MA\n');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/functions\/v1\/host-declarations$/);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-token');
    expect(JSON.parse(String(init.body))).toEqual({ date: '2026-07-10', format: 'csv' });
  });

  it('names the file itself when the server does not', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    const file = await downloadHostFile('host-declarations', {}, 'declaration.pdf');
    expect(file.filename).toBe('declaration.pdf');
  });

  it('throws the server’s refusal with its code, and a lost connection as a network error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'No key', code: 'not_configured' }), { status: 503 }),
    );
    const refused = await downloadHostFile('host-declarations', {}, 'x.csv').catch((error) => error);
    expect(refused).toBeInstanceOf(HostFunctionError);
    expect(refused).toMatchObject({ kind: 'server', status: 503, code: 'not_configured' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(downloadHostFile('host-declarations', {}, 'x.csv')).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('refuses without a session, before sending anything', async () => {
    session.token = null;
    await expect(downloadHostFile('host-declarations', {}, 'x.csv')).rejects.toMatchObject({
      kind: 'signed-out',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('saveDownload', () => {
  it('clicks a temporary download link to the file, then lets the URL go', () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file-1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    saveDownload({ blob: new Blob(['x']), filename: 'declaration.csv' });
    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'declaration.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:file-1');
    for (const spy of [click, created, revoked]) spy.mockRestore();
  });
});
