import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACTIVE_ITINERARY_ID } from '../../../server/demo/seed/generate-catalog-base.js';
import { AttachmentList } from '../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { openTripHarness, type TripHarness } from './trip-harness.js';

/**
 * The documents the host keeps itself (docs/host/decisions.md#attachments): listed with the
 * host's own address, downloaded by the trip's owner only, as a download of the right type.
 */
describe.each(testEngines())('downloading a trip document on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  const download = (path: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: path, headers });

  const demoDocuments = async () => {
    const listed = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/attachments`);
    return decodeWith(AttachmentList, listed.body);
  };

  const storeFile = async (id: string, itineraryId: string, name: string, type: string, bytes: Buffer) => {
    await h.db.query(
      `insert into attachments (id, owner_type, owner_id, name, url, content_type) values ($1, 'itinerary', $2, $3, '', $4)`,
      [id, itineraryId, name, type],
    );
    await h.db.query('insert into attachment_files (attachment_id, bytes) values ($1, $2)', [id, bytes]);
  };

  it("lists the demo trip's summary and house manual at the host's own address", async () => {
    const documents = await demoDocuments();
    expect(documents.map((doc) => [doc.name, doc.contentType])).toEqual([
      ['Trip summary.pdf', 'application/pdf'],
      ['House manual.md', 'text/markdown'],
    ]);
    for (const doc of documents) expect(doc.url).toBe(`/api/attachments/${doc.objectId}/file`);
  });

  it('gives the owner the bytes as a download, with the session from the header or the sign-on cookie', async () => {
    const [summary, manual] = await demoDocuments();
    const pdf = await download(summary?.url ?? '', { 'x-session-token': h.guestToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Trip summary.pdf"; filename*=UTF-8''Trip%20summary.pdf`,
    );
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Rocky Mountains ski week: trip summary');
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    // A browser following the link sends the sign-on cookie, not our header.
    const md = await download(manual?.url ?? '', { cookie: `other=1; sso_session=${h.guestToken}` });
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toMatch(/^# .+: house manual\n/);
  });

  it("an item's document is its trip owner's too", async () => {
    const { rows } = await h.db.query<{ id: string }>(
      `select a.id from attachments a join itinerary_items i on i.id = a.owner_id
        where a.owner_type = 'item' and i.itinerary_id = $1`,
      [DEMO_ACTIVE_ITINERARY_ID],
    );
    const id = rows[0]?.id ?? '';
    const mine = await download(`/api/attachments/${id}/file`, { 'x-session-token': h.guestToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mine.body).toContain('Booked for');
    const theirs = await download(`/api/attachments/${id}/file`, { 'x-session-token': h.otherToken });
    expect(theirs.statusCode).toBe(403);
  });

  it('answers 401 signed out, 403 to another guest and 404 for an unknown id or a plain link', async () => {
    const [summary] = await demoDocuments();
    const url = summary?.url ?? '';
    const signedOut = await download(url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'User is not signed in.' });
    expect((await download(url, { cookie: 'sso_session=not-a-token' })).statusCode).toBe(401);
    const other = await download(url, { 'x-session-token': h.otherToken });
    expect(other.statusCode).toBe(403);
    expect(other.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    expect(
      (await download('/api/attachments/at-nowhere/file', { 'x-session-token': h.guestToken })).statusCode,
    ).toBe(404);
    // A link-only attachment has no file here.
    await h.db.query(
      `insert into attachments (id, owner_type, owner_id, name, url) values ('at-link', 'itinerary', $1, 'Map.pdf', 'https://maps.example/x.pdf')`,
      [DEMO_ACTIVE_ITINERARY_ID],
    );
    expect(
      (await download('/api/attachments/at-link/file', { 'x-session-token': h.guestToken })).statusCode,
    ).toBe(404);
    const listed = await demoDocuments();
    expect(listed.find((doc) => doc.objectId === 'at-link')?.url).toBe('https://maps.example/x.pdf');
  });

  it.each([
    '/api/attachments/..%2F..%2Fetc%2Fpasswd/file',
    "/api/attachments/x'%20or%201=1--/file",
    `/api/attachments/${'a'.repeat(65)}/file`,
    '/api/attachments/%00/file',
  ])('refuses the hostile id %s with 400 before reading anything', async (path) => {
    const answer = await download(path, { 'x-session-token': h.guestToken });
    expect(answer.statusCode).toBe(400);
  });

  it('sends a hostile name as a safe download and an unknown type as plain bytes', async () => {
    const trip = await h.newTrip();
    await storeFile(
      'at-hostile',
      trip,
      '"evil";\r\nX-Injected: 1.html',
      'text/html',
      Buffer.from('<script>1</script>'),
    );
    const answer = await download('/api/attachments/at-hostile/file', { 'x-session-token': h.guestToken });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['x-injected']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="_evil____X-Injected_ 1.html"; filename*=UTF-8''%22evil%22%3B%0D%0AX-Injected%3A%201.html`,
    );
  });
});
