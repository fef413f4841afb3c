// The fuzzer's view of the server under test: the ids it holds, and accounts of the fuzzer's own
// with live tokens (renewed when a request ends their session), from which references and
// Authorization headers are filled in.
import http from 'node:http';
import { SignJWT, decodeJwt } from 'jose';
import type { AuthKind, Ref } from './request-spec.ts';
import { send } from './send.ts';

interface Account {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** What the fuzzer knows of the server under test: ids, and accounts of its own with live tokens. */
export class FuzzSession {
  universityIds: number[] = [];
  reviewIds: number[] = [];
  accounts: Account[] = [];
  private renewing = new Map<number, Promise<void>>();
  private made = 0;

  constructor(
    readonly baseURL: string,
    readonly authSecret: string,
    readonly agent: http.Agent,
  ) {}

  static async open(baseURL: string, authSecret: string, options: { accounts?: number; concurrency?: number } = {}): Promise<FuzzSession> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 8 });
    const session = new FuzzSession(baseURL, authSecret, agent);
    const ids = await session.getJson('/api/specificUni/all_university_ids');
    session.universityIds = Array.isArray(ids) ? ids.map((row: { id: number }) => row.id) : [];
    for (const id of session.universityIds.slice(0, 5)) {
      const page = await session.getJson(`/api/specificUni/${id}/reviews?limit=50`);
      for (const review of page?.reviews ?? []) session.reviewIds.push(Number(review.id));
    }
    for (let i = 0; i < (options.accounts ?? 3); i++) session.accounts.push(await session.newAccount());
    return session;
  }

  close() {
    this.agent.destroy();
  }

  private async getJson(path: string) {
    const reply = await send(this.baseURL, this.agent, { method: 'GET', path, headers: {}, body: null, chunked: false });
    return reply.status === 200 ? JSON.parse(reply.body.toString('utf8')) : null;
  }

  private async postJson(path: string, body: unknown) {
    const reply = await send(this.baseURL, this.agent, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(body)),
      chunked: false,
    });
    return { status: reply.status, json: reply.body.length ? JSON.parse(reply.body.toString('utf8')) : null };
  }

  private async login(email: string, password: string): Promise<Account | null> {
    const reply = await this.postJson('/api/users/login', { email, password });
    return reply.status === 200 ? { email, password, token: reply.json.token, refreshToken: reply.json.refreshToken } : null;
  }

  private async newAccount(): Promise<Account> {
    const n = ++this.made;
    const email = `fuzz${n}.${Date.now().toString(36)}@example.com`;
    const password = 'Fuzz-Pass-1!';
    const signup = await this.postJson('/api/users/signup', { username: `fuzz_${n}_${Date.now().toString(36)}`, email, password });
    if (signup.status !== 201) throw new Error(`The fuzzer could not sign up (${signup.status} ${JSON.stringify(signup.json)})`);
    const account = await this.login(email, password);
    if (!account) throw new Error('The fuzzer could not log in');
    return account;
  }

  /** Logs the account in again, or replaces it when it is gone (deleted, or its password changed). */
  renew(slot: number): Promise<void> {
    const running = this.renewing.get(slot);
    if (running) return running;
    const work = (async () => {
      const old = this.accounts[slot]!;
      this.accounts[slot] = (await this.login(old.email, old.password)) ?? (await this.newAccount());
    })()
      .catch(() => undefined)
      .finally(() => this.renewing.delete(slot));
    this.renewing.set(slot, work);
    return work;
  }

  account(pick: number): Account {
    return this.accounts[pick % this.accounts.length]!;
  }

  /** A reference's value; account values come from the request's account. */
  resolve(ref: Ref, accountPick: number): string | number {
    const fromList = (list: number[]) => (list.length ? list[ref.pick % list.length]! : ref.pick + 1);
    const account = this.account(accountPick);
    const value = {
      universityId: () => fromList(this.universityIds),
      reviewId: () => fromList(this.reviewIds),
      refreshToken: () => account.refreshToken,
      accountEmail: () => account.email,
      accountPassword: () => account.password,
    }[ref.kind]();
    return ref.asText ? String(value) : value;
  }

  async authorization(kind: AuthKind, pick: number): Promise<string | null> {
    const token = this.account(pick).token;
    const [header, payload] = token.split('.');
    const claims = decodeJwt(token);
    const key = (secret: string) => new TextEncoder().encode(secret);
    switch (kind) {
      case 'none':
        return null;
      case 'valid':
        return `Bearer ${token}`;
      case 'validLowercase':
        return `bearer   ${token}  `;
      case 'expired': {
        const past = Math.floor(Date.now() / 1000) - 3600;
        const expired = await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(past - 900)
          .setExpirationTime(past)
          .sign(key(this.authSecret));
        return `Bearer ${expired}`;
      }
      case 'forged': {
        const other = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
        return `Bearer ${header}.${other}.${token.split('.')[2]}`;
      }
      case 'otherKey':
        return `Bearer ${await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(key('another-secret-that-is-long-enough-for-hs256'))}`;
      case 'algNone':
        return `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      case 'garbage':
        return 'Bearer garbage';
      case 'empty':
        return 'Bearer ';
      case 'basic':
        return `Basic ${Buffer.from('user:pass').toString('base64')}`;
      case 'huge':
        return `Bearer ${'a'.repeat(200)}.${'b'.repeat(4000)}.${'c'.repeat(200)}`;
      case 'twoTokens':
        return `Bearer ${token} ${token}`;
    }
  }
}
