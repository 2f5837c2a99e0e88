/** Sign-in refusals kept in memory by the local auth server (see auth.ts). */
/**
 * Client addresses refused a sign-in, each until its window ends. An address that floods wrong
 * passwords is then refused from memory, without a database round trip: 30 parallel loops of them
 * cost the server little more than reading the requests. Bounded: forgotten past 10,000 entries.
 */
export class SignInRefusals {
  private readonly until = new Map<string, number>();

  secondsLeft(address: string, now: Date): number {
    const until = this.until.get(address);
    if (until === undefined) return 0;
    if (until > now.getTime()) return Math.ceil((until - now.getTime()) / 1000);
    this.until.delete(address);
    return 0;
  }

  remember(address: string, now: Date, seconds: number): void {
    if (this.until.size >= 10_000) this.until.clear();
    this.until.set(address, now.getTime() + seconds * 1000);
  }
}
