/** The pages `npm run bench` measures, each federated and plain; tooling/bench/budget.ts holds their bounds. */

/** A seeded member of platform-sim (README "Demo accounts"). */
export const MEMBER = { username: 'demo01', password: 'Demo1234' };
/** A seeded agent: every remote's screens are open to one (the long-session measurement). */
export const AGENT = { username: 'agent01', password: 'Agent1234' };

export interface BenchPage {
  name: string;
  path: string;
  /** Measure as this member (logged in through the login form first). */
  login?: { username: string; password: string };
}

export const PAGES: BenchPage[] = [
  { name: 'home (guest)', path: '/m/home' },
  { name: 'home (member)', path: '/m/home', login: MEMBER },
  { name: 'game list RNG (guest)', path: '/m/gameList?gameType=RNG' },
  // A screen of the member remote and one of the cashier remote: what a remote's route costs on a cold load.
  { name: 'member centre (member)', path: '/m/mine', login: MEMBER },
  { name: 'deposit (member)', path: '/m/voucherCenter', login: MEMBER },
];
