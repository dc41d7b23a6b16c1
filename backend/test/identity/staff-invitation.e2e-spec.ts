import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import { invitationKey } from '../../src/modules/identity/infrastructure/identity.config';
import { AppConfig } from '../../src/shared/config/app-config';
import { auditRecords } from '../audit/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/** The invitation email to an address, decoded: subject, text, language, and the token of its link. */
async function invitationTo(shop: TestApp, email: string) {
  const dir = join(shop.dataDir, 'outbox');
  const deadline = Date.now() + 5000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter(
      (n) => !n.startsWith('.') && n.includes(`staff-invitation-${email.replace(/[^a-z0-9]+/gi, '_')}`),
    );
    if (names.length > 0) {
      const eml = await readFile(join(dir, names.sort().at(-1)!), 'utf8');
      const [head, ...body] = eml.split('\n\n');
      const headers = head.replace(/\n[ \t]+/g, ' ');
      const words = [...headers.matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
      const text = Buffer.from(body.join('\n\n').replace(/\s/g, ''), 'base64').toString('utf8');
      const link = /https?:\/\/\S+/.exec(text)![0];
      return {
        subject: Buffer.concat(words).toString('utf8'),
        text,
        link,
        language: /^Content-Language: (\w+)/m.exec(headers)?.[1],
        token: decodeURIComponent(new URL(link).searchParams.get('token')!),
      };
    }
    if (Date.now() > deadline) throw new Error(`no invitation for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('staff invitations: a one-time link to choose a password', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const invite = (body: object) => shop.http().post('/api/admin/staff').set('Authorization', bearer(shop.adminToken)).send(body);
  const setPassword = (token: string, password: string) => shop.http().post('/api/auth/set-password').send({ token, password });
  const login = (email: string, password: string) => shop.http().post('/api/auth/login').send({ email, password });

  it('adds a member without a password, emails them a link in their language; the password set there logs them in, once', async () => {
    const added = await invite({ email: 'invited@test.shop', name: 'Ольга', role: 'orders', language: 'ru' }).expect(201);
    const mail = await invitationTo(shop, 'invited@test.shop');
    expect(mail.language).toBe('ru');
    expect(mail.subject).toBe('Приглашение в панель управления магазина');
    expect(mail.text).toContain('Здравствуйте, Ольга!');
    expect(mail.link).toMatch(/^http:\/\/shop\.test\/admin\/set-password\?lang=ru&token=/);

    // Nothing logs in before the link is used.
    expect((await setPassword(mail.token, 'short')).body).toMatchObject({ code: 'WEAK_PASSWORD', errors: [{ field: 'password' }] });
    await setPassword(mail.token, 'olga-chosen-password').expect(204);
    const ok = await login('invited@test.shop', 'olga-chosen-password').expect(200);
    expect(ok.body.user).toMatchObject({ email: 'invited@test.shop', role: 'orders' });

    const reused = await setPassword(mail.token, 'someone-elses-password').expect(400);
    expect(reused.body).toMatchObject({ code: 'INVITATION_INVALID', errors: [{ field: 'token' }] });
    await login('invited@test.shop', 'someone-elses-password').expect(401);

    const records = await auditRecords(shop, { entity_type: 'staff-user', entity_id: String(added.body.data.id) });
    expect(records.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'invite', 'password-set']));
    expect(records.find((r) => r.action === 'password-set')).toMatchObject({ staff_email: 'invited@test.shop' });
    expect(JSON.stringify(records)).not.toContain('olga-chosen-password');
    expect(JSON.stringify(records)).not.toContain(mail.token);
  });

  it('sends the invitation again on demand in Hebrew by default; an expired or forged link is refused', async () => {
    const added = await invite({ email: 'again@test.shop', name: 'Dana', role: 'admin', password: 'dana-first-pass' }).expect(201);
    await shop
      .http()
      .post(`/api/admin/staff/${added.body.data.id}/invite`)
      .set('Authorization', bearer(shop.adminToken))
      .send({})
      .expect(200);
    const mail = await invitationTo(shop, 'again@test.shop');
    expect(mail.language).toBe('he');
    expect(mail.text).toContain('שלום Dana');

    const key = invitationKey(shop.app.get(AppConfig));
    const expired = sign({ sub: added.body.data.id, ver: 1, exp: Math.floor(Date.now() / 1000) - 60 }, key, {
      audience: 'staff-invitation',
    });
    expect((await setPassword(expired, 'dana-second-pass').expect(400)).body.code).toBe('INVITATION_INVALID');
    // A staff token or a token signed with another key is no invitation.
    expect((await setPassword(shop.adminToken, 'dana-second-pass').expect(400)).body.code).toBe('INVITATION_INVALID');
    await login('again@test.shop', 'dana-first-pass').expect(200);
    await setPassword(mail.token, 'dana-second-pass').expect(204);
    await login('again@test.shop', 'dana-second-pass').expect(200);
  });
});
