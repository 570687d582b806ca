// The shape of the contract list (endpoints.ts) and of what the runner (run.ts) gives each entry's request builder.
import type * as v from 'valibot';
import type { HttpMethod } from './scan';

/** Whose session a call carries: none, the member's, the agent's, or the member this run registered. */
export type Role = 'guest' | 'member' | 'agent' | 'fresh';

export interface Account {
  username: string;
  password: string;
  /** The account's mobile number (SMS calls); unknown on a platform that was not told it. */
  mobileNum?: string;
  /** Money calls that ask for the payment password are skipped without it. */
  paymentPassword?: string;
  email?: string;
}

/** One request, built like the client builds it (docs/platform-contract.md, "Adding an endpoint"). */
export interface CallSpec {
  /** Values of the path's `:name` holes. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  formData?: FormData;
  /** The `Module` header. */
  module?: string;
  /** Sent encrypted with the platform's key, as the kernel's `postEncrypted` sends login and registration. */
  encrypted?: unknown;
  /** The `Idempotency-Key`; money-moving calls get a fresh one from `ctx.key()`. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** The platform-sim's admin surface (`/__sim/…`, docs/platform-sim.md): SMS codes, the captcha's answer, switches. */
export interface SimAdmin {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
}

export interface ContractContext {
  /** The platform is a platform-sim: sim-only calls run, and money moves without `--allow-money`. */
  readonly sim: boolean;
  readonly accounts: { readonly member: Account; readonly agent: Account };
  /** The member this run registered (null until `PUT /wps/member/register` answered). */
  fresh: Account | null;
  /** The site's merchant code (from the settings call; the demo merchant until then). */
  merchantCode: string;
  readonly language: 'EN';
  /** Today and `n` days back as the platform's reports take them (UTC days, `YYYY-MM-DD`). */
  day(daysBack?: number): string;
  /** A fresh idempotency key, as a money-moving form makes one per submission. */
  key(): string;
  /** `prefix` and a few random letters and digits: names no earlier run took. */
  unique(prefix: string, digits?: boolean): string;
  /** A call whose answer a request needs (an id to read, a game to launch); its answer is not checked. */
  read(role: Role, path: string, spec?: CallSpec & { method?: HttpMethod }): Promise<unknown>;
  /** The sim's admin surface; skips the entry when it cannot be reached (a real platform, or no admin key). */
  admin(why: string): SimAdmin;
  /** Ends the entry as `skipped (<reason>)`. */
  skip(reason: string): never;
  /** Values one entry leaves for a later one (an order number, a link id). */
  readonly notes: Map<string, unknown>;
  /** A session for `role` from an answer that carries one (the registration's). */
  adoptSession(role: Role, token: string): void;
}

export interface Endpoint {
  method: HttpMethod;
  /** As the client writes it; template holes are `:name`. */
  path: string;
  /** Tells apart calls of one path with different requests (the announcements' home, news and agent lists). */
  label?: string;
  session: Role;
  /** Deposit, withdraw, transfer and other calls that move money: only against a sim or with `--allow-money`. */
  movesMoney?: boolean;
  /** Only a platform-sim answers it (its stand-in identity provider); the reason is printed as the skip. */
  simOnly?: string;
  request?: (ctx: ContractContext) => CallSpec | Promise<CallSpec>;
  /**
   * The client's own schemas for the answer (after the envelope), keyed by where the client defines them.
   * Several keys when several screens read the same call, each with its own schema.
   */
  expects: Record<string, v.GenericSchema>;
  /** Keeps what a later entry needs from the answer. */
  after?: (value: unknown, ctx: ContractContext) => unknown;
}
